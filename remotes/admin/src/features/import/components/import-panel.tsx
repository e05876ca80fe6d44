import './import-panel.css';
import { useState } from 'react';
import { confirmAction } from '@ghadi/ui';
import { FailureAlert } from '@/components/failure-alert';
import { useImportResults } from '@/features/import/api/import-results';
import { usePreviewImport } from '@/features/import/api/preview-import';
import { CsvSourceForm } from './csv-source-form';
import { ImportOutcomeNotice } from './import-outcome-notice';
import { ImportPreview } from './import-preview';
import { ImportProgress } from './import-progress';
import { useTexts } from '@/lib/texts';

/** Bulk import of historical results: choose or paste a CSV, preview what it would do, then import it after confirming. */
export function ImportPanel() {
  const { t } = useTexts();
  const [csv, setCsv] = useState('');
  // The share of the file sent so far, while the browser reports it.
  const [sent, setSent] = useState<number | undefined>();
  const preview = usePreviewImport();
  const importing = useImportResults();
  const previewed = preview.isSuccess && preview.variables === csv ? preview.data : undefined;
  const canImport = previewed !== undefined && previewed.counts.refused === 0 && importing.isIdle;

  function sendPreview() {
    // A new preview starts over: the last import's outcome belongs to the text it was about.
    importing.reset();
    preview.mutate(csv);
  }

  function confirmImport() {
    if (!previewed) return;
    const { added, changed } = previewed.counts;
    if (!confirmAction(t('import.confirm', { count: added + changed, changed }))) return;
    setSent(undefined);
    importing.mutate({ csv, onUploadProgress: setSent });
  }

  return (
    <div className="admin-screen import-panel">
      <CsvSourceForm csv={csv} onCsvChange={setCsv} busy={preview.isPending} onPreview={sendPreview} />
      {preview.isError && <FailureAlert message={t('import.previewFailed')} error={preview.error} />}
      {preview.isSuccess && <ImportPreview preview={preview.data} stale={previewed === undefined} />}
      <div className="form-actions">
        <button type="button" className="button button-primary" disabled={!canImport} onClick={confirmImport}>
          {importing.isPending ? t('import.importing') : t('import.import')}
        </button>
      </div>
      {importing.isIdle && !canImport && <p className="field-hint">{t('import.importHint')}</p>}
      {importing.isPending && <ImportProgress sent={sent} />}
      {importing.isError && <FailureAlert message={t('import.failed')} error={importing.error} />}
      {importing.isSuccess && <ImportOutcomeNotice outcome={importing.data} />}
    </div>
  );
}
