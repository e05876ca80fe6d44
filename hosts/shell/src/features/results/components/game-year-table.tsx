import { Link } from 'react-router';
import { sitePaths, type Result } from '@ghadi/contracts';
import { dayOf, MONTH_NAMES } from '@/lib/site-time';
import { DayChartTable } from './day-chart-table';

export interface GameYearTableProps {
  name: string;
  year: number;
  results: Result[];
  caption: string;
  /** The last month the year has so far: later months' headings link nowhere. */
  lastMonth: number;
}

/** A year's chart: days 01-31 by the twelve months; each month's heading links to its page. */
export function GameYearTable({ name, year, results, caption, lastMonth }: GameYearTableProps) {
  const byMonthAndDay = new Map(results.map((result) => [`${Number(result.DateTime.slice(5, 7))}:${dayOf(result.DateTime)}`, result.Result]));
  const columns = MONTH_NAMES.map((monthName, index) => {
    const short = monthName.slice(0, 3);
    return { key: String(index + 1), header: index + 1 <= lastMonth ? <Link to={sitePaths.gameMonth(name, year, index + 1)}>{short}</Link> : short };
  });
  return <DayChartTable dayHeading="Day" columns={columns} cell={(day, column) => byMonthAndDay.get(`${column.key}:${day}`)} caption={caption} label={caption} />;
}
