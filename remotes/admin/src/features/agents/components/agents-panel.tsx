import { useState } from 'react';
import type { User } from '@ghadi/contracts';
import { Alert, confirmAction } from '@ghadi/ui';
import { FailureAlert } from '@/components/failure-alert';
import { useAgents } from '@/features/agents/api/get-agents';
import { useDeleteAgent } from '@/features/agents/api/delete-agent';
import { AgentForm } from './agent-form';
import { AgentTable } from './agent-table';

/** Spec "Admin agents": the add/edit form above the list. */
export function AgentsPanel() {
  const agents = useAgents();
  const remove = useDeleteAgent();
  const [editing, setEditing] = useState<User | null>(null);

  function confirmDelete(agent: User) {
    if (!confirmAction('Are you sure you want to delete this agent?')) return;
    remove.mutate(agent.id, {
      // The form must not go on editing an agent that no longer exists.
      onSuccess: () => setEditing((current) => (current?.id === agent.id ? null : current)),
    });
  }

  return (
    <div className="admin-screen">
      <AgentForm key={editing?.id ?? 'new'} agent={editing} onDone={() => setEditing(null)} />
      <section aria-label="Agents list">
        {remove.isError && <FailureAlert message="Failed to delete agent" error={remove.error} />}
        {agents.isPending && <p>Loading...</p>}
        {agents.isError && <Alert tone="error">Failed to load agents</Alert>}
        {agents.data && (
          <AgentTable
            agents={agents.data}
            onEdit={setEditing}
            onDelete={confirmDelete}
            deletingId={remove.isPending ? remove.variables : undefined}
          />
        )}
      </section>
    </div>
  );
}
