import type { Result } from '@ghadi/contracts';
import { CHART_DAYS, dayOf, twoDigits } from '@/lib/site-time';

/** Spec: Day 01-31 versus Result, --- when empty. */
export function GameRecordTable({ results, caption }: { results: Result[]; caption: string }) {
  const byDay = new Map(results.map((result) => [dayOf(result.DateTime), result.Result]));
  return (
    <div className="table-scroll">
      <table className="data-table game-record-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {CHART_DAYS.map((day) => (
            <tr key={day}>
              <th scope="row">{twoDigits(day)}</th>
              <td>{byDay.get(day) ?? '---'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
