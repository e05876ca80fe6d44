import type { User } from '@ghadi/contracts';
import { RecordTable } from '@/components/record-table';

interface AgentTableProps {
  agents: User[];
  onEdit: (agent: User) => void;
  onDelete: (agent: User) => void;
  /** The agent whose deletion is under way, whose Delete button waits. */
  deletingId?: string;
}

export function AgentTable({ agents, onEdit, onDelete, deletingId }: AgentTableProps) {
  if (agents.length === 0) return <p className="empty-state">No agents found.</p>;
  return (
    <RecordTable
      rows={agents}
      columns={[
        { header: 'Username', cell: (agent) => agent.UserName, rowHeader: true },
        { header: 'Display Name', cell: (agent) => agent.DisplayName },
        { header: 'Email', cell: (agent) => agent.email },
        { header: 'Status', cell: (agent) => (agent.isActive ? 'Active' : 'Inactive') },
      ]}
      actions={[
        { label: 'Edit', onClick: onEdit },
        { label: 'Delete', onClick: onDelete, danger: true, busy: (agent) => agent.id === deletingId },
      ]}
    />
  );
}
