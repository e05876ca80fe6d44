import { useId } from 'react';
import type { ImportPreviewResponse } from '@ghadi/contracts';
import { AddedRows, ChangedRows, RefusedRows } from './import-row-tables';

interface ImportPreviewProps {
  preview: ImportPreviewResponse;
  /** The text has changed since this preview, so it no longer says what Import would do. */
  stale: boolean;
}

/** What importing the file would do: the counts, then the refused rows, the changes and the additions. */
export function ImportPreview({ preview, stale }: ImportPreviewProps) {
  const titleId = useId();
  const { counts } = preview;
  const figures = [
    ['Rows', counts.rows],
    ['To add', counts.added],
    ['To change', counts.changed],
    ['Unchanged', counts.unchanged],
    ['Refused', counts.refused],
  ] as const;
  return (
    <section className="card import-preview" aria-labelledby={titleId}>
      <h3 id={titleId}>Preview</h3>
      {stale && <p className="field-hint">The text has changed since this preview: preview it again to import it.</p>}
      <dl className="import-counts">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {counts.refused > 0 && <p className="field-hint">Nothing can be imported while a row is refused: fix the rows below and preview again.</p>}
      <RefusedRows rows={preview.refused} total={counts.refused} />
      <ChangedRows rows={preview.changed} total={counts.changed} />
      <AddedRows rows={preview.added} total={counts.added} />
    </section>
  );
}
