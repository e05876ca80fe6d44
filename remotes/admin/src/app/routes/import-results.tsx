import { ImportPanel } from '@/features/import/components/import-panel';
import { useTexts } from '@/lib/texts';

export function ImportResultsRoute() {
  const { t } = useTexts();
  return (
    <>
      <h2>{t('nav.importResults')}</h2>
      <ImportPanel />
    </>
  );
}
