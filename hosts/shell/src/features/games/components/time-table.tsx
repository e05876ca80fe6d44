import type { PublicGhadi } from '@ghadi/contracts';
import { resultTimeText } from './result-time';

/** The draw times of every game, in the site's order. */
export function TimeTable({ games }: { games: PublicGhadi[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Result times of each game</caption>
        <thead>
          <tr>
            <th scope="col">Ghadi</th>
            <th scope="col">Result Time</th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <tr key={game.id}>
              <th scope="row">
                {game.NameEn} <span lang="hi">({game.NameHn})</span>
              </th>
              <td>{resultTimeText(game.RTime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
