import { AdminsPanel } from '@/features/admins/components/admins-panel';
import { useTexts } from '@/lib/texts';

export function AdminsRoute() {
  const { t } = useTexts();
  return (
    <>
      <h2>{t('nav.admins')}</h2>
      <AdminsPanel />
    </>
  );
}
