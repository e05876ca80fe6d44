import { useId } from 'react';
import { RecordTable, type Column } from '@/components/record-table';
import { useTexts } from '@/lib/texts';

interface ImportRowsTableProps<T extends { row: number }> {
  title: string;
  /** The first rows of this kind, as the server listed them. */
  rows: T[];
  /** How many rows of this kind the file has. */
  total: number;
  columns: Column<T & { id: string }>[];
}

/** One kind of row of an import file, titled, with a note when the server listed only the first ones. */
export function ImportRowsTable<T extends { row: number }>({ title, rows, total, columns }: ImportRowsTableProps<T>) {
  const { t } = useTexts();
  const titleId = useId();
  if (total === 0) return null;
  // The row number is unique within one kind of row.
  const keyed = rows.map((row) => ({ ...row, id: String(row.row) }));
  return (
    <div className="import-rows">
      <h4 id={titleId}>{title}</h4>
      <RecordTable rows={keyed} columns={columns} actions={[]} labelledBy={titleId} />
      {rows.length < total && <p className="field-hint">{t('import.showingFirst', { shown: rows.length, total })}</p>}
    </div>
  );
}
