import type { Holiday, PublicGhadi, Result } from '@ghadi/contracts';
import { dayOf } from '@/lib/site-time';
import { useTexts } from '@/lib/texts';
import { ChartLegend, HolidayMark } from './chart-marks';
import { DayChartTable } from './day-chart-table';

export interface MonthlyRecordChartProps {
  games: PublicGhadi[];
  results: Result[];
  /** The month's holidays of every game: their cells are marked instead of ---. */
  holidays?: Holiday[];
  month: number;
  year: number;
}

/** Spec: rows 01 to 31 of the month by game columns. */
export function MonthlyRecordChart({ games, results, holidays = [], month, year }: MonthlyRecordChartProps) {
  const texts = useTexts();
  const byGameAndDay = new Map(results.map((result) => [`${result.GID}:${dayOf(result.DateTime)}`, result.Result]));
  const shown = new Set(games.map((game) => game.GID));
  const offDays = new Set(holidays.filter((holiday) => shown.has(holiday.GID)).map((holiday) => `${holiday.GID}:${dayOf(holiday.DateTime)}`));
  return (
    <>
      <DayChartTable
        dayHeading={texts.t('chart.date')}
        columns={games.map((game) => ({ key: String(game.GID), header: texts.gameName(game) }))}
        cell={(day, column) => {
          const key = `${column.key}:${day}`;
          return byGameAndDay.get(key) ?? (offDays.has(key) ? <HolidayMark /> : undefined);
        }}
        caption={texts.t('chart.monthRecordChart', { period: texts.monthOfYear({ year, month }) })}
        captionId="record-chart-caption"
      />
      <ChartLegend holiday={offDays.size > 0} />
    </>
  );
}
