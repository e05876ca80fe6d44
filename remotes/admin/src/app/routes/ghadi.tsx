import { GhadiPanel } from '@/features/ghadi/components/ghadi-panel';
import { useTexts } from '@/lib/texts';

export function GhadiRoute() {
  const { t } = useTexts();
  return (
    <>
      <h2>{t('nav.ghadi')}</h2>
      <GhadiPanel />
    </>
  );
}
