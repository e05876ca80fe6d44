import { GhadiPanel } from '@/features/ghadi/components/ghadi-panel';

export function GhadiRoute() {
  return (
    <>
      <h2>Ghadi</h2>
      <GhadiPanel />
    </>
  );
}
