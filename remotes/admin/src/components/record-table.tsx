import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The column that names the row for screen readers (rendered as a row header). */
  rowHeader?: boolean;
  lang?: string;
}

export interface RowAction<T> {
  label: string;
  onClick: (row: T) => void;
  danger?: boolean;
  /** True while this row's action is under way, so it cannot be sent twice. */
  busy?: (row: T) => boolean;
  /** Whether the row offers this action (Deactivate on an active row, Reactivate on an inactive one); all do without it. */
  shown?: (row: T) => boolean;
}

interface RecordTableProps<T extends { id: string }> {
  rows: T[];
  columns: Column<T>[];
  actions: RowAction<T>[];
  /** One column with this header for all actions; without it each action has a column of its own name. */
  actionsHeader?: string;
  labelledBy?: string;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
}

function ActionButton<T>({ action, row }: { action: RowAction<T>; row: T }) {
  return (
    <button
      type="button"
      className={`button${action.danger ? ' button-danger' : ''}`}
      disabled={action.busy?.(row) ?? false}
      onClick={() => action.onClick(row)}
    >
      {action.label}
    </button>
  );
}

/** The admin lists: real table markup, a row header, and action buttons per row. */
export function RecordTable<T extends { id: string }>({ rows, columns, actions, actionsHeader, labelledBy, empty }: RecordTableProps<T>) {
  const actionHeaders = actionsHeader ? [actionsHeader] : actions.map((action) => action.label);
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <div className="table-scroll" tabIndex={0} aria-labelledby={labelledBy}>
      <table className="data-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {[...columns.map((column) => column.header), ...actionHeaders].map((header) => (
              <th scope="col" key={header}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty && (
            <tr>
              <td colSpan={columns.length + actionHeaders.length} className="empty-state">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th scope="row" key={column.header} lang={column.lang}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} lang={column.lang}>
                    {column.cell(row)}
                  </td>
                ),
              )}
              {actionsHeader ? (
                <td className="row-actions">
                  {actions
                    .filter((action) => action.shown?.(row) ?? true)
                    .map((action) => (
                      <ActionButton key={action.label} action={action} row={row} />
                    ))}
                </td>
              ) : (
                actions.map((action) => (
                  <td key={action.label}>{(action.shown?.(row) ?? true) && <ActionButton action={action} row={row} />}</td>
                ))
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
