import { GhadiResultsPanel } from '@/features/ghadi-results/components/ghadi-results-panel';

/** Spec "Agent dashboard". */
export function DashboardRoute() {
  return (
    <section>
      <h2>Ghadi &amp; Results</h2>
      <GhadiResultsPanel />
    </section>
  );
}
