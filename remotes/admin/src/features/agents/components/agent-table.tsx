import type { User } from '@ghadi/contracts';
import { RecordTable } from '@/components/record-table';
import { useTexts } from '@/lib/texts';

interface AgentTableProps {
  agents: User[];
  onEdit: (agent: User) => void;
  onDelete: (agent: User) => void;
  /** The agent whose deletion is under way, whose Delete button waits. */
  deletingId?: string;
  onEndSessions: (agent: User) => void;
  /** The agent whose sessions are being ended, whose button waits. */
  endingSessionsOf?: string;
  onShowTokens: (agent: User) => void;
}

export function AgentTable({ agents, onEdit, onDelete, deletingId, onEndSessions, endingSessionsOf, onShowTokens }: AgentTableProps) {
  const { t } = useTexts();
  if (agents.length === 0) return <p className="empty-state">{t('agents.none')}</p>;
  return (
    <RecordTable
      rows={agents}
      columns={[
        { header: t('agents.username'), cell: (agent) => agent.UserName, rowHeader: true },
        { header: t('agents.displayName'), cell: (agent) => agent.DisplayName },
        { header: t('agents.email'), cell: (agent) => agent.email },
        { header: t('common.status'), cell: (agent) => (agent.isActive ? t('common.active') : t('common.inactive')) },
      ]}
      actions={[
        { label: t('common.edit'), onClick: onEdit },
        { label: t('common.delete'), onClick: onDelete, danger: true, busy: (agent) => agent.id === deletingId },
        { label: t('agents.endSessions'), onClick: onEndSessions, busy: (agent) => agent.id === endingSessionsOf },
        { label: t('agents.apiTokens'), onClick: onShowTokens },
      ]}
    />
  );
}
