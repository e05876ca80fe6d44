import { GhadiResultsPanel } from '@/features/ghadi-results/components/ghadi-results-panel';
import { useTexts } from '@/lib/texts';

/** Spec "Agent dashboard". */
export function DashboardRoute() {
  const { t } = useTexts();
  return (
    <section>
      <h2>{t('dashboard.heading')}</h2>
      <GhadiResultsPanel />
    </section>
  );
}
