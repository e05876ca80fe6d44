import { Alert } from '@ghadi/ui';
import type { ImportOutcome } from '@/features/import/api/import-results';
import { RefusedRows } from './import-row-tables';

/** The server's word on an import: what was written, or, when it refused the file, the rows that stopped it. */
export function ImportOutcomeNotice({ outcome }: { outcome: ImportOutcome }) {
  if ('imported' in outcome) {
    const { message, added, changed, unchanged } = outcome.imported;
    return (
      <Alert tone="success">
        <span>{message}</span>
        <span className="alert-detail">{`${added} added, ${changed} changed, ${unchanged} unchanged.`}</span>
      </Alert>
    );
  }
  const { message, refused, refusedCount } = outcome.refused;
  return (
    <div className="card">
      <Alert tone="error">{message}</Alert>
      <RefusedRows rows={refused} total={refusedCount} />
    </div>
  );
}
