import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { TextAreaField } from '@/components/text-area-field';
import { readFileText } from '@/features/import/utils/read-file-text';
import { useTexts, withCode } from '@/lib/texts';

interface CsvSourceFormProps {
  csv: string;
  onCsvChange: (csv: string) => void;
  busy: boolean;
  onPreview: () => void;
}

/** The file to import: chosen from the device (its text then shows for editing) or pasted; Preview sends it. */
export function CsvSourceForm({ csv, onCsvChange, busy, onPreview }: CsvSourceFormProps) {
  const { t } = useTexts();
  const titleId = useId();
  const fileId = useId();
  const [fileError, setFileError] = useState<string | undefined>();

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileError(undefined);
    readFileText(file).then(onCsvChange, () => setFileError(t('import.fileUnreadable')));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onPreview();
  }

  return (
    <form className="card admin-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{t('import.fileTitle')}</h3>
      <p className="field-hint">{withCode(t('import.fileHint'))}</p>
      <div className="field">
        <label htmlFor={fileId}>{t('import.chooseFile')}</label>
        <input id={fileId} type="file" accept=".csv,text/csv" onChange={chooseFile} aria-describedby={fileError ? `${fileId}-error` : undefined} />
        {fileError && (
          <p id={`${fileId}-error`} className="field-error">
            {fileError}
          </p>
        )}
      </div>
      <TextAreaField label={t('import.paste')} value={csv} onChange={onCsvChange} rows={8} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy || csv.trim() === ''}>
          {busy ? t('import.previewing') : t('import.preview')}
        </button>
      </div>
    </form>
  );
}
