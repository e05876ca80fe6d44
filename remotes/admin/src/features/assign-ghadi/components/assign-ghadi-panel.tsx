import type { Ghadi, User, UserMap } from '@ghadi/contracts';
import { Alert, confirmAction } from '@ghadi/ui';
import { FailureAlert } from '@/components/failure-alert';
import { useDeleteUserMap } from '@/features/assign-ghadi/api/delete-user-map';
import { useUserMaps } from '@/lib/reads/assignments';
import { unassignedGhadis } from '@/features/assign-ghadi/utils/assignment';
import { AssignForm } from './assign-form';
import { AssignmentTable } from './assignment-table';
import { useTexts } from '@/lib/texts';

interface AssignGhadiPanelProps {
  /** Every agent and every game, loaded by the screen; undefined until they arrive. */
  agents: User[] | undefined;
  ghadis: Ghadi[] | undefined;
  sourcesFailed: boolean;
}

/** Spec "Admin assign-ghadi": the assignment form above Current Assignments. */
export function AssignGhadiPanel({ agents, ghadis, sourcesFailed }: AssignGhadiPanelProps) {
  const { t } = useTexts();
  const maps = useUserMaps();
  const remove = useDeleteUserMap();

  function confirmDelete(map: UserMap) {
    if (confirmAction(t('assign.confirmDelete'))) remove.mutate(map.id);
  }

  if (sourcesFailed || maps.isError) return <Alert tone="error">{t('assign.loadFailed')}</Alert>;
  if (!agents || !ghadis || !maps.data) return <p>{t('common.loading')}</p>;
  return (
    <div className="admin-screen">
      <AssignForm agents={agents.filter((agent) => agent.isActive)} ghadis={unassignedGhadis(ghadis, maps.data)} />
      <div>
        {remove.isError && <FailureAlert message={t('assign.deleteFailed')} error={remove.error} />}
        <AssignmentTable maps={maps.data} onDelete={confirmDelete} deletingId={remove.isPending ? remove.variables : undefined} />
      </div>
    </div>
  );
}
