import { valueOn, type GameMonth, type Holiday } from '@ghadi/contracts';
import { dayOf } from '@/lib/site-time';
import { useTexts } from '@/lib/texts';
import { ChartLegend, HolidayMark } from './chart-marks';
import { DayChartTable } from './day-chart-table';

export interface MonthlyRecordChartProps {
  /** The games, in their order: each one's number and its name in the page's language. */
  games: Array<{ GID: number; name: string }>;
  /** Every game's results of the month. */
  results: GameMonth[];
  /** The month's holidays of every game: their cells are marked instead of ---. */
  holidays?: Holiday[];
  month: number;
  year: number;
}

/** Spec: rows 01 to 31 of the month by game columns. */
export function MonthlyRecordChart({ games, results, holidays = [], month, year }: MonthlyRecordChartProps) {
  const texts = useTexts();
  const byGame = new Map(results.map(([gid, days]) => [String(gid), days]));
  const shown = new Set(games.map((game) => game.GID));
  const offDays = new Set(holidays.filter((holiday) => shown.has(holiday.GID)).map((holiday) => `${holiday.GID}:${dayOf(holiday.DateTime)}`));
  return (
    <>
      <DayChartTable
        dayHeading={texts.t('chart.date')}
        columns={games.map((game) => ({ key: String(game.GID), header: game.name }))}
        cell={(day, column) => {
          return valueOn(byGame.get(column.key), day) ?? (offDays.has(`${column.key}:${day}`) ? <HolidayMark /> : undefined);
        }}
        caption={texts.t('chart.monthRecordChart', { period: texts.monthOfYear({ year, month }) })}
        captionId="record-chart-caption"
      />
      <ChartLegend holiday={offDays.size > 0} />
    </>
  );
}
