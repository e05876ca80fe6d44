import './results-table.css';
import type { ReviewResult } from '@ghadi/contracts';
import { REVIEW_COLUMNS, ReviewRow } from './review-row';

export function ResultsTable({ results }: { results: ReviewResult[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Agent</th>
            <th scope="col">Ghadi</th>
            <th scope="col">Result</th>
            <th scope="col">Date Time</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {results.length === 0 && (
            <tr>
              <td colSpan={REVIEW_COLUMNS} className="empty-state">
                No results found.
              </td>
            </tr>
          )}
          {results.map((row) => (
            <ReviewRow key={row.id} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
