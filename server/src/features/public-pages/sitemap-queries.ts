import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** A month with active results of one game, and when the newest of them was last written. */
export interface SitemapMonth {
  /** 'YYYY-MM' of the draw dates. */
  month: string;
  /** The greatest `updated_at` (an ISO instant in UTC) of the month's results. */
  lastChangedAt: string;
}

/** A game not deleted, with its months that have active results, oldest first. */
export interface SitemapGame {
  gid: number;
  nameEn: string;
  /** A matka market has its jodi and panel charts too. */
  market: boolean;
  months: SitemapMonth[];
}

// Written out without parameters so that PostgreSQL sees the select and the group by as one expression.
const monthOfDrawDate = sql<string>`substr(${sql.ref('results.draw_date')}, 1, 7)`;

/**
 * Every game not deleted, in list order (OrderId, then creation), with the months of its active results:
 * one grouped scan of the results, so 20 games with 20 years of daily results give about 5,000 rows.
 */
export async function findSitemapGames(db: Kysely<Database>): Promise<SitemapGame[]> {
  const [games, months] = await Promise.all([
    db
      .selectFrom('ghadis')
      .select(['gid', 'name_en', 'kind'])
      .where('deleted_at', 'is', null)
      .orderBy('order_id')
      .orderBy('created_at')
      .orderBy('gid')
      .execute(),
    db
      .selectFrom('results')
      .innerJoin('ghadis', 'ghadis.gid', 'results.gid')
      .select((eb) => ['results.gid', monthOfDrawDate.as('month'), eb.fn.max('results.updated_at').as('last_changed_at')])
      .where('results.is_active', '=', 1)
      .where('ghadis.deleted_at', 'is', null)
      .groupBy(['results.gid', monthOfDrawDate])
      .orderBy('results.gid')
      .orderBy(monthOfDrawDate)
      .execute(),
  ]);
  const byGid = new Map(games.map((game) => [game.gid, { gid: game.gid, nameEn: game.name_en, market: game.kind === 'matka', months: [] as SitemapMonth[] }]));
  for (const row of months) byGid.get(row.gid)?.months.push({ month: row.month, lastChangedAt: row.last_changed_at });
  return [...byGid.values()];
}

/** A draw date with an active result of a game, and when that result was last written. */
export interface SitemapDate {
  nameEn: string;
  /** 'YYYY-MM-DD' */
  drawDate: string;
  /** `updated_at`, an ISO instant in UTC. */
  lastChangedAt: string;
}

/** Every active result of `year` of games not deleted, game by game in list order, oldest date first. */
export async function findSitemapDates(db: Kysely<Database>, year: number): Promise<SitemapDate[]> {
  const rows = await db
    .selectFrom('results')
    .innerJoin('ghadis', 'ghadis.gid', 'results.gid')
    .select(['ghadis.name_en', 'results.draw_date', 'results.updated_at'])
    .where('results.is_active', '=', 1)
    .where('ghadis.deleted_at', 'is', null)
    .where('results.draw_date', '>=', `${year}-01-01`)
    .where('results.draw_date', '<=', `${year}-12-31`)
    .orderBy('ghadis.order_id')
    .orderBy('ghadis.created_at')
    .orderBy('ghadis.gid')
    .orderBy('results.draw_date')
    .execute();
  return rows.map((row) => ({ nameEn: row.name_en, drawDate: row.draw_date, lastChangedAt: row.updated_at }));
}
