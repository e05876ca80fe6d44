import { useId } from 'react';
import type { ImportPreviewResponse } from '@ghadi/contracts';
import { AddedRows, ChangedRows, RefusedRows } from './import-row-tables';
import { useTexts } from '@/lib/texts';

interface ImportPreviewProps {
  preview: ImportPreviewResponse;
  /** The text has changed since this preview, so it no longer says what Import would do. */
  stale: boolean;
}

/** What importing the file would do: the counts, then the refused rows, the changes and the additions. */
export function ImportPreview({ preview, stale }: ImportPreviewProps) {
  const { t } = useTexts();
  const titleId = useId();
  const { counts } = preview;
  const figures = [
    [t('import.rows'), counts.rows],
    [t('import.toAdd'), counts.added],
    [t('import.toChange'), counts.changed],
    [t('import.unchanged'), counts.unchanged],
    [t('import.refused'), counts.refused],
  ] as const;
  return (
    <section className="card import-preview" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('import.preview')}</h3>
      {stale && <p className="field-hint">{t('import.stale')}</p>}
      <dl className="import-counts">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {counts.refused > 0 && <p className="field-hint">{t('import.refusedHint')}</p>}
      <RefusedRows rows={preview.refused} total={counts.refused} />
      <ChangedRows rows={preview.changed} total={counts.changed} />
      <AddedRows rows={preview.added} total={counts.added} />
    </section>
  );
}
