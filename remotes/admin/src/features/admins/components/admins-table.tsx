import type { User } from '@ghadi/contracts';
import { RecordTable } from '@/components/record-table';
import { useTexts } from '@/lib/texts';

interface AdminsTableProps {
  admins: User[];
  /** The signed-in admin, marked as such. */
  selfId: string | undefined;
  onResetPassword: (admin: User) => void;
  onSetActive: (admin: User, isActive: boolean) => void;
  /** The admin being (de)activated, whose button waits. */
  updatingId?: string;
}

export function AdminsTable({ admins, selfId, onResetPassword, onSetActive, updatingId }: AdminsTableProps) {
  const { t } = useTexts();
  const busy = (admin: User) => admin.id === updatingId;
  return (
    <RecordTable
      rows={admins}
      empty={t('admins.none')}
      actionsHeader={t('admins.actions')}
      columns={[
        { header: t('admins.username'), cell: (admin) => (admin.id === selfId ? t('admins.you', { name: admin.UserName }) : admin.UserName), rowHeader: true },
        { header: t('common.status'), cell: (admin) => (admin.isActive ? t('common.active') : t('common.inactive')) },
      ]}
      actions={[
        { label: t('admins.resetPassword'), onClick: onResetPassword },
        { label: t('admins.deactivate'), onClick: (admin) => onSetActive(admin, false), danger: true, busy, shown: (admin) => admin.isActive },
        { label: t('admins.reactivate'), onClick: (admin) => onSetActive(admin, true), busy, shown: (admin) => !admin.isActive },
      ]}
    />
  );
}
