import type { ReviewResult } from '@ghadi/contracts';

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
              <td colSpan={5} className="empty-state">
                No results found.
              </td>
            </tr>
          )}
          {results.map((row) => (
            <tr key={row.id}>
              <td>
                {row.AgentName}
                <span className="muted-line">{row.AgentUserName}</span>
              </td>
              <td>{row.Name}</td>
              <td>{row.Result}</td>
              <td className="nowrap">{row.DateTime}</td>
              <td>{row.isActive ? 'Active' : 'Inactive'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
