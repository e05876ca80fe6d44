import './import-panel.css';
import { useState } from 'react';
import type { ImportCounts } from '@ghadi/contracts';
import { confirmAction } from '@ghadi/ui';
import { FailureAlert } from '@/components/failure-alert';
import { useImportResults } from '@/features/import/api/import-results';
import { usePreviewImport } from '@/features/import/api/preview-import';
import { CsvSourceForm } from './csv-source-form';
import { ImportOutcomeNotice } from './import-outcome-notice';
import { ImportPreview } from './import-preview';
import { ImportProgress } from './import-progress';

const confirmation = ({ added, changed }: ImportCounts) => `Import ${added + changed} results? ${changed} published results will change.`;

/** Bulk import of historical results: choose or paste a CSV, preview what it would do, then import it after confirming. */
export function ImportPanel() {
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
    if (!previewed || !confirmAction(confirmation(previewed.counts))) return;
    setSent(undefined);
    importing.mutate({ csv, onUploadProgress: setSent });
  }

  return (
    <div className="admin-screen import-panel">
      <CsvSourceForm csv={csv} onCsvChange={setCsv} busy={preview.isPending} onPreview={sendPreview} />
      {preview.isError && <FailureAlert message="Failed to preview import" error={preview.error} />}
      {preview.isSuccess && <ImportPreview preview={preview.data} stale={previewed === undefined} />}
      <div className="form-actions">
        <button type="button" className="button button-primary" disabled={!canImport} onClick={confirmImport}>
          {importing.isPending ? 'Importing...' : 'Import'}
        </button>
      </div>
      {importing.isIdle && !canImport && <p className="field-hint">Import is enabled once a preview of the text shows no refused row.</p>}
      {importing.isPending && <ImportProgress sent={sent} />}
      {importing.isError && <FailureAlert message="Failed to import results" error={importing.error} />}
      {importing.isSuccess && <ImportOutcomeNotice outcome={importing.data} />}
    </div>
  );
}
