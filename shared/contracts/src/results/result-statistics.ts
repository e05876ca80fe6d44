import '../api/zod-jitless';
import { z } from '../api/zod-mini';
import { ghadiIdentitySchema } from '../games/ghadis';
import { itemResponse } from '../api/responses';
import { statisticsMonths } from '../pages/statistics-pages';

/**
 * A game's statistics of past results (its statistics page): how often each number and digit came, how long ago
 * each number last came, and the odd/even and high/low shares month by month. Counted on the server from the
 * published results (countStatistics), sent as counts only.
 */

/** The periods counted, in days up to and including the site's today. */
export const STATISTICS_PERIODS = [30, 90, 365] as const;
export type StatisticsPeriodDays = (typeof STATISTICS_PERIODS)[number];
/** Numbers from this one up are "high" (50-99), those below "low" (00-49). */
export const HIGH_FROM = 50;

const counts = (length: number) => z.array(z.int().check(z.minimum(0))).check(z.length(length));

export const statisticsPeriodSchema = z.object({
  days: z.union([z.literal(30), z.literal(90), z.literal(365)]),
  /** The results counted: published two-digit numbers of the period. */
  counted: z.int().check(z.minimum(0)),
  /** How often each number came, at index 0-99. */
  numbers: counts(100),
  /** How often each digit came first (the tens), at index 0-9. */
  firstDigits: counts(10),
  /** How often each digit came second (the units), at index 0-9. */
  secondDigits: counts(10),
  /** Of the counted, how many were odd numbers... */
  odd: z.int().check(z.minimum(0)),
  /** ...and how many were high (50-99). */
  high: z.int().check(z.minimum(0)),
});
export type StatisticsPeriod = z.infer<typeof statisticsPeriodSchema>;

export const statisticsMonthSchema = z.object({
  /** `YYYY-MM` */
  month: z.string(),
  counted: z.int().check(z.minimum(0)),
  odd: z.int().check(z.minimum(0)),
  high: z.int().check(z.minimum(0)),
});
export type StatisticsMonth = z.infer<typeof statisticsMonthSchema>;

export const gameStatisticsSchema = z.object({
  ghadi: ghadiIdentitySchema,
  /** The site's day the counts are as of, `YYYY-MM-DD`. */
  asOf: z.string(),
  /** The last 30, 90 and 365 days, in that order. */
  periods: z.array(statisticsPeriodSchema),
  /** Days since each number (index 0-99) last came, 0 for today; null when it did not come in the last 365 days. */
  daysSince: z.array(z.nullable(z.int().check(z.minimum(0)))).check(z.length(100)),
  /** The last 12 calendar months, oldest first, the current one last. */
  months: z.array(statisticsMonthSchema),
});
export type GameStatistics = z.infer<typeof gameStatisticsSchema>;
export const gameStatisticsResponseSchema = itemResponse(gameStatisticsSchema);

/** A published result as statistics count it: its draw date and its text. */
export interface CountedResult {
  /** `YYYY-MM-DD` */
  drawDate: string;
  result: string;
}

/** A result's number when statistics count it: a two-digit number 00-99; null for any other text. */
export function statisticsNumber(result: string): number | null {
  return /^[0-9]{2}$/.test(result) ? Number(result) : null;
}

/** The dates statistics read as of `asOf` (`YYYY-MM-DD`): from the first of the 13 months the tags name, to `asOf`. */
export function statisticsRange(asOf: string): { from: string; to: string } {
  const [first] = statisticsMonths(Number(asOf.slice(0, 4)), Number(asOf.slice(5, 7)));
  return { from: `${first}-01`, to: asOf };
}

const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

function emptyPeriod(days: StatisticsPeriodDays): StatisticsPeriod {
  const zeros = (length: number) => Array.from({ length }, () => 0);
  return { days, counted: 0, numbers: zeros(100), firstDigits: zeros(10), secondDigits: zeros(10), odd: 0, high: 0 };
}

/**
 * The statistics of a game's `results` as of `asOf`: the one place they are counted. The caller passes the
 * published results of statisticsRange(asOf) that are not on a holiday; a text that is not a two-digit number
 * is not counted.
 */
export function countStatistics(results: readonly CountedResult[], asOf: string): Omit<GameStatistics, 'ghadi'> {
  const periods = STATISTICS_PERIODS.map(emptyPeriod);
  const daysSince: Array<number | null> = Array.from({ length: 100 }, () => null);
  const [, ...shownMonths] = statisticsMonths(Number(asOf.slice(0, 4)), Number(asOf.slice(5, 7)));
  const months = shownMonths.map((month): StatisticsMonth => ({ month, counted: 0, odd: 0, high: 0 }));
  for (const { drawDate, result } of results) {
    const value = statisticsNumber(result);
    const ago = daysBetween(drawDate, asOf);
    if (value === null || ago < 0) continue;
    const odd = value % 2;
    const high = value >= HIGH_FROM ? 1 : 0;
    for (const period of periods) {
      if (ago >= period.days) continue;
      period.counted += 1;
      period.numbers[value]! += 1;
      period.firstDigits[Math.floor(value / 10)]! += 1;
      period.secondDigits[value % 10]! += 1;
      period.odd += odd;
      period.high += high;
    }
    if (ago < 365 && (daysSince[value] === null || ago < daysSince[value]!)) daysSince[value] = ago;
    const month = months.find((shown) => shown.month === drawDate.slice(0, 7));
    if (month) {
      month.counted += 1;
      month.odd += odd;
      month.high += high;
    }
  }
  return { asOf, periods, daysSince, months };
}
