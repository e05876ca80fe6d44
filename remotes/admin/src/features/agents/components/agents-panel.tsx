import { useState } from 'react';
import type { User } from '@ghadi/contracts';
import { Alert, ApiTokensSection, confirmAction, reauthCancelled, useReauth } from '@ghadi/ui';
import { FailureAlert } from '@/components/failure-alert';
import { useAgents } from '@/lib/reads/agents';
import { useDeleteAgent } from '@/features/agents/api/delete-agent';
import { useEndAgentSessions } from '@/features/agents/api/end-agent-sessions';
import { AgentForm } from './agent-form';
import { AgentTable } from './agent-table';
import { useTexts } from '@/lib/texts';

/** Spec "Admin agents": the add/edit form above the list. */
export function AgentsPanel() {
  const { t } = useTexts();
  const agents = useAgents();
  const remove = useDeleteAgent();
  const reauth = useReauth();
  const endSessions = useEndAgentSessions(reauth.guard);
  const [editing, setEditing] = useState<User | null>(null);
  const [tokensOf, setTokensOf] = useState<User | null>(null);

  function confirmEndSessions(agent: User) {
    if (confirmAction(t('agents.confirmEndSessions'))) endSessions.mutate(agent.id);
  }

  function confirmDelete(agent: User) {
    if (!confirmAction(t('agents.confirmDelete'))) return;
    remove.mutate(agent.id, {
      // The form must not go on editing an agent that no longer exists.
      onSuccess: () => setEditing((current) => (current?.id === agent.id ? null : current)),
    });
  }

  return (
    <div className="admin-screen">
      <AgentForm key={editing?.id ?? 'new'} agent={editing} onDone={() => setEditing(null)} />
      <section aria-label={t('agents.list')}>
        {remove.isError && <FailureAlert message={t('agents.deleteFailed')} error={remove.error} />}
        {reauth.prompt}
        {endSessions.isError && !reauthCancelled(endSessions.error) && <FailureAlert message={t('agents.endSessionsFailed')} error={endSessions.error} />}
        {endSessions.isSuccess && <Alert tone="success">{endSessions.data}</Alert>}
        {agents.isPending && <p>{t('common.loading')}</p>}
        {agents.isError && <Alert tone="error">{t('agents.loadFailed')}</Alert>}
        {agents.data && (
          <AgentTable
            agents={agents.data}
            onEdit={setEditing}
            onDelete={confirmDelete}
            deletingId={remove.isPending ? remove.variables : undefined}
            onEndSessions={confirmEndSessions}
            endingSessionsOf={endSessions.isPending ? endSessions.variables : undefined}
            onShowTokens={setTokensOf}
          />
        )}
      </section>
      {tokensOf && (
        <section aria-label={t('agents.tokensOf', { name: tokensOf.UserName })}>
          <p>
            <strong>{t('agents.tokensOf', { name: tokensOf.UserName })}</strong>{' '}
            <button type="button" className="button button-ghost" onClick={() => setTokensOf(null)}>
              {t('agents.closeTokens')}
            </button>
          </p>
          <ApiTokensSection key={tokensOf.id} agentId={tokensOf.id} />
        </section>
      )}
    </div>
  );
}
