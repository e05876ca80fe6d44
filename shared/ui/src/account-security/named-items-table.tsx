import type { ReactNode } from 'react';

export interface NamedItem {
  id: string;
  name: string;
}

export interface NamedItemsTableProps<T extends NamedItem> {
  items: T[];
  /** After the name column: each column's heading and its cell. */
  columns: Array<{ heading: string; cell: (item: T) => ReactNode }>;
  nameHeading: string;
  /** The row's one action (remove, revoke), named with the item for screen readers. */
  action: { label: string; disabled: boolean; onClick: (item: T) => void };
}

/** The account's named things (passkeys, API tokens): a row each, with one destructive action. */
export function NamedItemsTable<T extends NamedItem>({ items, columns, nameHeading, action }: NamedItemsTableProps<T>) {
  return (
    <div className="table-scroll">
      <table>
        <thead>
          <tr>
            <th scope="col">{nameHeading}</th>
            {columns.map((column) => (
              <th key={column.heading} scope="col">
                {column.heading}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{action.label}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{item.name}</td>
              {columns.map((column) => (
                <td key={column.heading}>{column.cell(item)}</td>
              ))}
              <td>
                <button
                  type="button"
                  className="button button-danger"
                  disabled={action.disabled}
                  aria-label={`${action.label} ${item.name}`}
                  onClick={() => action.onClick(item)}
                >
                  {action.label}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
