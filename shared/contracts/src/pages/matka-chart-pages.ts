// Zod-free, like ./statistics-pages: only the chart pages and the pages linking to them carry these.
import { addDays } from '../draw-day/calendar';
import { sitePaths } from './paths';
import { readTags, yearMonth } from './public-reads';

/** A matka market's two charts. */
export const MATKA_CHARTS = ['jodi-chart', 'panel-chart'] as const;
export type MatkaChartKind = (typeof MATKA_CHARTS)[number];

/** A market's chart page, by its English name. */
export const matkaChartPagePath = (englishName: string, chart: MatkaChartKind): string => `${sitePaths.gameChart(englishName)}/${chart}`;

/** GET: a market's lines of the charts' weeks as of the site's today (MatkaChart), by its page's name (public). */
export const matkaChartApiPath = {
  route: '/api/results/:name/matka-chart',
  url: (name: string) => `/api/results/${encodeURIComponent(name)}/matka-chart`,
} as const;

/** How many weeks the charts show, the site's this week the last. */
export const MATKA_CHART_WEEKS = 52;

/** The draw dates the charts show as of the site day `asOf`: from the Monday MATKA_CHART_WEEKS - 1 weeks before its week's, to it. */
export function matkaChartRange(asOf: string): { from: string; to: string } {
  const mondayOffset = (new Date(`${asOf}T00:00:00Z`).getUTCDay() + 6) % 7;
  return { from: addDays(asOf, -(mondayOffset + (MATKA_CHART_WEEKS - 1) * 7)), to: asOf };
}

/** The `YYYY-MM` months from..to, oldest first. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let at = Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)) - 1; at <= Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - 1; at += 1) {
    months.push(yearMonth(Math.floor(at / 12), (at % 12) + 1));
  }
  return months;
}

/** What a market's charts as of `asOf` show (readTags' way): its results and holidays of the months they span. */
export function matkaChartTags(key: string, asOf: string): string[] {
  const { from, to } = matkaChartRange(asOf);
  const tags = monthsBetween(from, to).flatMap((month) => [...readTags.gameMonth(key, month), ...readTags.holidays(Number(month.slice(0, 4)), Number(month.slice(5, 7)))]);
  return [...new Set(tags)];
}
