import { Link } from 'react-router';
import { sitePaths, valueOn, type DayValues, type Holiday } from '@ghadi/contracts';
import { dayOf, MONTHS } from '@/lib/site-time';
import { useTexts } from '@/lib/texts';
import { ChartLegend, HolidayMark } from './chart-marks';
import { DayChartTable } from './day-chart-table';

export interface GameYearTableProps {
  name: string;
  year: number;
  /** The game's results of each month of the year (index month - 1). */
  months: DayValues[];
  /** The game's holidays of the year. */
  holidays?: Holiday[];
  caption: string;
  /** The last month the year has so far: later months' headings link nowhere. */
  lastMonth: number;
}

const monthAndDay = (drawDate: string): string => `${Number(drawDate.slice(5, 7))}:${dayOf(drawDate)}`;

/** A year's chart: days 01-31 by the twelve months; each month's heading links to its page. */
export function GameYearTable({ name, year, months, holidays = [], caption, lastMonth }: GameYearTableProps) {
  const texts = useTexts();
  const offDays = new Set(holidays.map((holiday) => monthAndDay(holiday.DateTime)));
  const columns = MONTHS.map((month) => {
    const short = texts.month(month, 'short');
    return { key: String(month), header: month <= lastMonth ? <Link to={texts.path(sitePaths.gameMonth(name, year, month))}>{short}</Link> : short };
  });
  return (
    <>
      <DayChartTable
        dayHeading={texts.t('chart.day')}
        columns={columns}
        cell={(day, column) => {
          const key = `${column.key}:${day}`;
          return valueOn(months[Number(column.key) - 1], day) ?? (offDays.has(key) ? <HolidayMark /> : undefined);
        }}
        caption={caption}
        label={caption}
      />
      <ChartLegend holiday={offDays.size > 0} />
    </>
  );
}
