import type { PublicGhadi, Result } from '@ghadi/contracts';
import { CHART_DAYS, dayOf, monthName, twoDigits } from '@/lib/site-time';

export interface MonthlyRecordChartProps {
  games: PublicGhadi[];
  results: Result[];
  month: number;
  year: number;
}

/** Spec: rows 01 to 31 of the month by game columns, --- when empty. The date column stays visible on phones. */
export function MonthlyRecordChart({ games, results, month, year }: MonthlyRecordChartProps) {
  const byGameAndDay = new Map(results.map((result) => [`${result.GID}:${dayOf(result.DateTime)}`, result.Result]));
  return (
    <div className="table-scroll record-chart-scroll" tabIndex={0} aria-labelledby="record-chart-caption">
      <table className="data-table record-chart">
        <caption id="record-chart-caption">
          {monthName(month)} {year} Record Chart
        </caption>
        <thead>
          <tr>
            <th scope="col" className="sticky-column">
              Date
            </th>
            {games.map((game) => (
              <th scope="col" key={game.id}>
                {game.NameEn}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CHART_DAYS.map((day) => (
            <tr key={day}>
              <th scope="row" className="sticky-column">
                {twoDigits(day)}
              </th>
              {games.map((game) => (
                <td key={game.id}>{byGameAndDay.get(`${game.GID}:${day}`) ?? '---'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
