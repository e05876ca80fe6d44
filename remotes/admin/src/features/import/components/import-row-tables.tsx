import type { ImportChange, ImportRefusal, ImportRow } from '@ghadi/contracts';
import type { Column } from '@/components/record-table';
import { ValueChange } from '@/components/value-change';
import { ImportRowsTable } from './import-rows-table';

type Keyed<T> = T & { id: string };

const rowColumn = { header: 'Row', cell: (row: { row: number }) => row.row, rowHeader: true };

const refusedColumns: Column<Keyed<ImportRefusal>>[] = [
  rowColumn,
  { header: 'Line', cell: (row) => row.line },
  { header: 'Reason', cell: (row) => row.reason },
];

const changedColumns: Column<Keyed<ImportChange>>[] = [
  rowColumn,
  { header: 'Ghadi', cell: (row) => row.game },
  { header: 'Date', cell: (row) => <span className="nowrap">{row.date}</span> },
  { header: 'Result', cell: (row) => <ValueChange from={row.from} to={row.to} /> },
];

const addedColumns: Column<Keyed<ImportRow>>[] = [
  rowColumn,
  { header: 'Ghadi', cell: (row) => row.game },
  { header: 'Date', cell: (row) => <span className="nowrap">{row.date}</span> },
  { header: 'Result', cell: (row) => row.result },
];

interface RowsProps<T> {
  rows: T[];
  total: number;
}

/** Rows the server refused: the row number, the file line it ends on, and why. */
export function RefusedRows({ rows, total }: RowsProps<ImportRefusal>) {
  return <ImportRowsTable title="Refused rows" rows={rows} total={total} columns={refusedColumns} />;
}

/** Rows that would replace a published result: its value now and the file's. */
export function ChangedRows({ rows, total }: RowsProps<ImportChange>) {
  return <ImportRowsTable title="Results to change" rows={rows} total={total} columns={changedColumns} />;
}

/** Rows for a game and date without a result yet. */
export function AddedRows({ rows, total }: RowsProps<ImportRow>) {
  return <ImportRowsTable title="Results to add" rows={rows} total={total} columns={addedColumns} />;
}
