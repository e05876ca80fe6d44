import { Alert } from '@ghadi/ui';
import type { ImportOutcome } from '@/features/import/api/import-results';
import { RefusedRows } from './import-row-tables';
import { useTexts } from '@/lib/texts';

/** The server's word on an import: what was written, or, when it refused the file, the rows that stopped it. */
export function ImportOutcomeNotice({ outcome }: { outcome: ImportOutcome }) {
  const { t } = useTexts();
  if ('imported' in outcome) {
    const { message, added, changed, unchanged } = outcome.imported;
    return (
      <Alert tone="success">
        <span>{message}</span>
        <span className="alert-detail">{t('import.outcome', { added, changed, unchanged })}</span>
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
