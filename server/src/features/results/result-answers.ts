import type { Kysely } from 'kysely';
import {
  addDays,
  countStatistics,
  gameNameKey,
  matkaChartRange,
  monthBounds,
  monthValuesOf,
  statisticsRange,
  type GameStatistics,
  type MatkaChart,
  type MonthValues,
  type ResultDate,
} from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { PublicAnswer } from '../../public-cache/public-answer';
import { publicReads } from '../../public-cache/public-cache-keys';
import { knownGhadi, toGhadiIdentity } from '../games';
import { apiError } from '../../http/api-error';
import { findResultCorrections, toResultCorrection } from './result-correction-queries';
import { findResultOfDate } from './result-date-queries';
import { findCountedResults } from './result-statistics-queries';
import { findPublicResults, findPublicValues, toResult } from './result-queries';

/** One game's results from..to, with the game itself. */
async function gameRows(db: Kysely<Database>, nameKey: string, from: string, to: string) {
  const ghadi = await knownGhadi(db, nameKey);
  const rows = await findPublicResults(db, { from, to, gid: ghadi.gid });
  const market = ghadi.kind === 'matka' ? { market: true as const } : {};
  return { success: true as const, data: rows.map(toResult), ghadi: toGhadiIdentity(ghadi.id, ghadi), ...market };
}

/** The public reads of results; a game is named as in its URL (compared by its name key). */
export const resultAnswers = {
  month: (db: Kysely<Database>, year: number, month: number): PublicAnswer => {
    const bounds = monthBounds(year, month);
    return {
      read: publicReads.monthResults(bounds.from),
      load: async () => ({ success: true, data: (await findPublicResults(db, bounds)).map(toResult) }),
    };
  },
  /** The month's results as the pages carry them (chart-values in contracts); no JSON route sends it. */
  monthValues: (db: Kysely<Database>, year: number, month: number): PublicAnswer<MonthValues> => {
    const bounds = monthBounds(year, month);
    return {
      read: publicReads.monthValues(bounds.from),
      load: async () => ({ success: true, data: monthValuesOf(await findPublicValues(db, bounds)) }),
    };
  },
  gameMonth: (db: Kysely<Database>, name: string, year: number, month: number): PublicAnswer => {
    const nameKey = gameNameKey(name);
    const bounds = monthBounds(year, month);
    return { read: publicReads.gameResults(nameKey, bounds.from), load: () => gameRows(db, nameKey, bounds.from, bounds.to) };
  },
  gameYear: (db: Kysely<Database>, name: string, year: number): PublicAnswer => {
    const nameKey = gameNameKey(name);
    return { read: publicReads.gameYear(nameKey, year), load: () => gameRows(db, nameKey, `${year}-01-01`, `${year}-12-31`) };
  },
  gameCorrections: (db: Kysely<Database>, name: string, year: number, month: number): PublicAnswer => {
    const nameKey = gameNameKey(name);
    const bounds = monthBounds(year, month);
    return {
      read: publicReads.gameCorrections(nameKey, bounds.from),
      load: async () => {
        const { gid } = await knownGhadi(db, nameKey);
        return { success: true, data: (await findResultCorrections(db, { gid, ...bounds })).map(toResultCorrection) };
      },
    };
  },
  /** One game's result of one draw date: its value, its stamps, and its trail of corrections. */
  gameDate: (db: Kysely<Database>, name: string, drawDate: string): PublicAnswer => {
    const nameKey = gameNameKey(name);
    return {
      read: publicReads.gameDate(nameKey, drawDate),
      load: async () => {
        const ghadi = await knownGhadi(db, nameKey);
        const range = { gid: ghadi.gid, from: drawDate, to: drawDate };
        const [row, corrections] = await Promise.all([findResultOfDate(db, ghadi.gid, drawDate), findResultCorrections(db, range)]);
        const data: ResultDate = {
          ghadi: toGhadiIdentity(ghadi.id, ghadi),
          DateTime: drawDate,
          Result: row?.result ?? null,
          DeclaredAt: row?.created_at ?? null,
          CorrectedAt: row && row.changed_at !== row.created_at ? row.changed_at : null,
          Trail: row ? corrections.map(toResultCorrection) : [],
        };
        return { success: true, data };
      },
    };
  },
  /** One game's statistics as of the site's today `asOf` (`YYYY-MM-DD`): counts only, never the results. */
  gameStatistics: (db: Kysely<Database>, name: string, asOf: string): PublicAnswer<GameStatistics> => {
    const nameKey = gameNameKey(name);
    return {
      read: publicReads.gameStatistics(nameKey, asOf),
      load: async () => {
        const ghadi = await knownGhadi(db, nameKey);
        const counts = countStatistics(await findCountedResults(db, ghadi.gid, statisticsRange(asOf)), asOf);
        return { success: true, data: { ghadi: toGhadiIdentity(ghadi.id, ghadi), ...counts } };
      },
    };
  },
  /**
   * A matka market's lines for its charts as of the site's today `asOf`: one per day of the charts' weeks ('' for
   * none, a holiday's too). Any other game has no charts (404).
   */
  matkaChart: (db: Kysely<Database>, name: string, asOf: string): PublicAnswer<MatkaChart> => {
    const nameKey = gameNameKey(name);
    return {
      read: publicReads.matkaChart(nameKey, asOf),
      load: async () => {
        const ghadi = await knownGhadi(db, nameKey);
        if (ghadi.kind !== 'matka') throw apiError(404, 'marketNotFound');
        const range = matkaChartRange(asOf);
        const byDate = new Map((await findCountedResults(db, ghadi.gid, range)).map((row) => [row.drawDate, row.result]));
        const dayCount = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
        const lines = Array.from({ length: dayCount }, (_, day) => byDate.get(addDays(range.from, day)) ?? '');
        const data = { ghadi: toGhadiIdentity(ghadi.id, ghadi), marketDays: ghadi.market_days ?? 'mon-sat', from: range.from, lines };
        return { success: true, data };
      },
    };
  },
};
