import { useState } from 'react';
import type { User } from '@ghadi/contracts';
import { useSession } from '@ghadi/auth';
import { Alert, confirmAction } from '@ghadi/ui';
import { FailureAlert } from '@/components/failure-alert';
import { useAdmins } from '@/lib/reads/admins';
import { useUpdateAdmin } from '@/features/admins/api/update-admin';
import { useTexts } from '@/lib/texts';
import { AdminAccountForm } from './admin-account-form';
import { AdminsTable } from './admins-table';

/** The admins: add one, reset a password, deactivate or reactivate (never the last active one: the server says so). */
export function AdminsPanel() {
  const { t } = useTexts();
  const session = useSession();
  const admins = useAdmins();
  const setActive = useUpdateAdmin();
  const [resetting, setResetting] = useState<User | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function changeActive(admin: User, isActive: boolean) {
    setDone(null);
    if (!confirmAction(t(isActive ? 'admins.confirmReactivate' : 'admins.confirmDeactivate', { name: admin.UserName }))) return;
    setActive.mutate({ id: admin.id, input: { isActive } }, { onSuccess: setDone });
  }

  function formDone(message?: string) {
    setResetting(null);
    setDone(message ?? null);
  }

  return (
    <div className="admin-screen">
      <AdminAccountForm key={resetting?.id ?? 'new'} resetting={resetting} onDone={formDone} />
      <section aria-label={t('admins.list')}>
        {setActive.isError && <FailureAlert message={t('admins.updateFailed')} error={setActive.error} />}
        {done && <Alert tone="success">{done}</Alert>}
        {admins.isPending && <p>{t('common.loading')}</p>}
        {admins.isError && <Alert tone="error">{t('admins.loadFailed')}</Alert>}
        {admins.data && (
          <AdminsTable
            admins={admins.data}
            selfId={session?.id}
            onResetPassword={(admin) => {
              setDone(null);
              setResetting(admin);
            }}
            onSetActive={changeActive}
            updatingId={setActive.isPending ? setActive.variables.id : undefined}
          />
        )}
      </section>
    </div>
  );
}
