import type { Result } from '@ghadi/contracts';
import { formatDrawDate } from '../utils/draw-date';

export function HistoryTable({ caption, rows }: { caption: string; rows: Result[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Ghadi</th>
            <th scope="col">Result</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <td>{row.Name}</td>
              <td>{row.Result}</td>
              <td>{formatDrawDate(row.DateTime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
