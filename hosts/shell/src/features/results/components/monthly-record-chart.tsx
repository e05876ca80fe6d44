import type { PublicGhadi, Result } from '@ghadi/contracts';
import { dayOf, monthName } from '@/lib/site-time';
import { DayChartTable } from './day-chart-table';

export interface MonthlyRecordChartProps {
  games: PublicGhadi[];
  results: Result[];
  month: number;
  year: number;
}

/** Spec: rows 01 to 31 of the month by game columns. */
export function MonthlyRecordChart({ games, results, month, year }: MonthlyRecordChartProps) {
  const byGameAndDay = new Map(results.map((result) => [`${result.GID}:${dayOf(result.DateTime)}`, result.Result]));
  return (
    <DayChartTable
      dayHeading="Date"
      columns={games.map((game) => ({ key: String(game.GID), header: game.NameEn }))}
      cell={(day, column) => byGameAndDay.get(`${column.key}:${day}`)}
      caption={`${monthName(month)} ${year} Record Chart`}
      captionId="record-chart-caption"
    />
  );
}
