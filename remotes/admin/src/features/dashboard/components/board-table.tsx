import { Link } from 'react-router';
import { gameDayLine } from '@ghadi/contracts';
import { paths } from '@/config/paths';
import type { BoardRow } from '@/features/dashboard/utils/board-rows';

/**
 * Today's board as a table that scrolls sideways in its own box on a narrow screen. The state column says
 * the state in the public cards' words; "Update Result" opens the Ghadi screen's panel for that game.
 */
export function BoardTable({ rows }: { rows: BoardRow[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>Today's board</caption>
        <thead>
          <tr>
            <th scope="col">Ghadi</th>
            <th scope="col">Result Time</th>
            <th scope="col">State</th>
            <th scope="col">Result</th>
            <th scope="col">Agent</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={6} className="empty-state">
                No ghadi found.
              </td>
            </tr>
          )}
          {rows.map(({ ghadi, result, text, agent }) => (
            <tr key={ghadi.id} className={`board-row board-row-${text.state}`}>
              <th scope="row">{ghadi.NameEn}</th>
              <td>{ghadi.RTime ?? ''}</td>
              <td>{gameDayLine(text)}</td>
              <td>{result ?? ''}</td>
              <td>{agent ?? 'Not assigned'}</td>
              <td>
                <Link className="button" to={paths.ghadi.getHref(ghadi._id)} aria-label={`Update Result for ${ghadi.NameEn}`}>
                  Update Result
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
