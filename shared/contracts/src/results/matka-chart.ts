import '../api/zod-jitless';
import { z } from '../api/zod-mini';
import { itemResponse } from '../api/responses';
import { ghadiIdentitySchema, MARKET_DAYS, type MarketDays } from '../games/ghadis';
import { addDays } from '../draw-day/calendar';
import { parseMatkaLine, type MatkaLine } from './matka-line';

/** A market's lines for its charts, in the smallest form: one text per day from a Monday to the site's today. */
export const matkaChartSchema = z.object({
  ghadi: ghadiIdentitySchema,
  marketDays: z.enum(MARKET_DAYS),
  /** The Monday of the first week shown, `YYYY-MM-DD`. */
  from: z.string(),
  /** The published line of each day from `from` on, up to the site's today; '' for a day without one. */
  lines: z.array(z.string()),
});
export type MatkaChart = z.infer<typeof matkaChartSchema>;
export const matkaChartResponseSchema = itemResponse(matkaChartSchema);

/** A red jodi, as peers mark them: a double (55) or digits that differ by 5 (16, 61, 27, 72). */
export function isRedJodi(jodi: string): boolean {
  if (!/^\d{2}$/.test(jodi)) return false;
  const difference = Math.abs(Number(jodi[0]) - Number(jodi[1]));
  return difference === 0 || difference === 5;
}

/** The columns of a market's weeks: Monday to Saturday, or to Sunday. */
export const marketDayCount = (days: MarketDays): number => (days === 'mon-sun' ? 7 : 6);

/**
 * A chart's day: its date, and its line when one is published (a good line only: other text is left out); a day
 * after the site's today is `upcoming`.
 */
export interface MatkaChartDay {
  date: string;
  line?: MatkaLine;
  upcoming?: true;
}

/** A chart's row: the week's Monday and its market days, oldest week first. */
export interface MatkaChartWeek {
  from: string;
  days: MatkaChartDay[];
}

/** The chart's weeks: one row per week from `from`, one column per market day (a Sunday of a mon-sat market is not shown). */
export function matkaChartWeeks({ from, lines, marketDays }: Pick<MatkaChart, 'from' | 'lines' | 'marketDays'>): MatkaChartWeek[] {
  const columns = marketDayCount(marketDays);
  return Array.from({ length: Math.ceil(lines.length / 7) }, (_, week) => ({
    from: addDays(from, week * 7),
    days: Array.from({ length: columns }, (__, day) => {
      const index = week * 7 + day;
      const date = addDays(from, index);
      if (index >= lines.length) return { date, upcoming: true as const };
      const line = parseMatkaLine(lines[index]!);
      return { date, ...(line && { line }) };
    }),
  }));
}
