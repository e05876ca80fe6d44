import type { ImportChange, ImportRefusal, ImportRow } from '@ghadi/contracts';
import type { Column } from '@/components/record-table';
import { ValueChange } from '@/components/value-change';
import { useTexts, type AdminTexts } from '@/lib/texts';
import { ImportRowsTable } from './import-rows-table';

type Keyed<T> = T & { id: string };

const rowColumn = ({ t }: AdminTexts) => ({ header: t('import.row'), cell: (row: { row: number }) => row.row, rowHeader: true });

// The server words a row's reason in the language the screen asks for.
const refusedColumns = (texts: AdminTexts): Column<Keyed<ImportRefusal>>[] => [
  rowColumn(texts),
  { header: texts.t('import.line'), cell: (row) => row.line },
  { header: texts.t('import.reason'), cell: (row) => row.reason },
];

const changedColumns = (texts: AdminTexts): Column<Keyed<ImportChange>>[] => [
  rowColumn(texts),
  { header: texts.t('common.ghadi'), cell: (row) => row.game },
  { header: texts.t('common.date'), cell: (row) => <span className="nowrap">{row.date}</span> },
  { header: texts.t('common.result'), cell: (row) => <ValueChange from={row.from} to={row.to} /> },
];

const addedColumns = (texts: AdminTexts): Column<Keyed<ImportRow>>[] => [
  rowColumn(texts),
  { header: texts.t('common.ghadi'), cell: (row) => row.game },
  { header: texts.t('common.date'), cell: (row) => <span className="nowrap">{row.date}</span> },
  { header: texts.t('common.result'), cell: (row) => row.result },
];

interface RowsProps<T> {
  rows: T[];
  total: number;
}

/** Rows the server refused: the row number, the file line it ends on, and why. */
export function RefusedRows({ rows, total }: RowsProps<ImportRefusal>) {
  const texts = useTexts();
  return <ImportRowsTable title={texts.t('import.refusedRows')} rows={rows} total={total} columns={refusedColumns(texts)} />;
}

/** Rows that would replace a published result: its value now and the file's. */
export function ChangedRows({ rows, total }: RowsProps<ImportChange>) {
  const texts = useTexts();
  return <ImportRowsTable title={texts.t('import.changedRows')} rows={rows} total={total} columns={changedColumns(texts)} />;
}

/** Rows for a game and date without a result yet. */
export function AddedRows({ rows, total }: RowsProps<ImportRow>) {
  const texts = useTexts();
  return <ImportRowsTable title={texts.t('import.addedRows')} rows={rows} total={total} columns={addedColumns(texts)} />;
}
