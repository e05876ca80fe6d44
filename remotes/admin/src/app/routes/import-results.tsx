import { ImportPanel } from '@/features/import/components/import-panel';

export function ImportResultsRoute() {
  return (
    <>
      <h2>Import Results</h2>
      <ImportPanel />
    </>
  );
}
