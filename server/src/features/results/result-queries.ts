import type { Kysely, OnConflictBuilder, Transaction } from 'kysely';
import type { Result } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { NewResultHistory } from '../../db/tables/result-history';
import type { NewResult, ResultRow } from '../../db/tables/results';
import { containsIgnoringCase } from '../../db/text-search';
import { yieldToEventLoop } from '../../lib/event-loop';
import { ghadiIdentityColumns, toGhadiIdentity, type GhadiIdentityRow } from '../games';

/** A result with what the API shows beside it: its game's identity and its publisher's id. */
export interface NamedResultRow extends GhadiIdentityRow {
  id: string;
  ghadi_id: string;
  draw_date: string;
  result: string;
  is_active: number;
  creator_id: string;
}

export interface ResultPageQuery {
  search: string;
  limit: number;
  offset: number;
}

/** The one place a results row becomes an API result. */
export function toResult(row: NamedResultRow): Result {
  return {
    _id: row.id,
    id: row.id,
    GID: row.gid,
    Name: row.name_en,
    Result: row.result,
    DateTime: row.draw_date,
    CreatedById: row.creator_id,
    isActive: row.is_active === 1,
    ghadi: toGhadiIdentity(row.ghadi_id, row),
  };
}

/** The columns toResult reads, from results joined with their game and creator (users). */
export const namedResultColumns = [
  'results.id',
  'results.gid',
  'results.draw_date',
  'results.result',
  'results.is_active',
  ...ghadiIdentityColumns,
  'users.id as creator_id',
] as const;

const joinedResults = (db: Kysely<Database>) =>
  db.selectFrom('results').innerJoin('ghadis', 'ghadis.gid', 'results.gid').innerJoin('users', 'users.user_id', 'results.created_by');

const namedResults = (db: Kysely<Database>) => joinedResults(db).select(namedResultColumns);

/**
 * What publishing does to the stored result of the same game and date, for one row or many (an import): the
 * new value replaces it, and only a different value is a change (re-sending the same one leaves the stamps alone).
 */
export const replacePublishedResult = (oc: OnConflictBuilder<Database, 'results'>) =>
  oc.columns(['gid', 'draw_date']).doUpdateSet((eb) => ({
    previous_result: eb.ref('results.result'),
    result: eb.ref('excluded.result'),
    created_by: eb.ref('excluded.created_by'),
    is_active: 1,
    updated_at: eb.ref('excluded.updated_at'),
    changed_at: eb
      .case()
      .when('results.result', '=', eb.ref('excluded.result'))
      .then(eb.ref('results.changed_at'))
      .else(eb.ref('excluded.changed_at'))
      .end(),
  }));

// Rows per INSERT: few enough for SQLite's and PostgreSQL's bound-parameter limits (10 columns x 500 is
// 5,000), many enough that 146,000 rows take a few hundred statements.
const BATCH_ROWS = 500;

/**
 * Writes `rows` a batch at a time, letting the event loop run between batches: SQLite's statements are
 * synchronous, so without that pause a large import would hold every other request for its whole length.
 */
async function inBatches<T, R>(rows: readonly T[], write: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const written: R[] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    written.push(...(await write(rows.slice(start, start + BATCH_ROWS))));
    if (start + BATCH_ROWS < rows.length) await yieldToEventLoop();
  }
  return written;
}

/**
 * Publishes results, each replacing the one of its game and date in the same statement (no check first, so
 * racing submissions cannot both insert). `previous_result` of each returned row is the value it replaced,
 * read from the row the statement locked.
 */
export async function upsertResults(trx: Transaction<Database>, rows: readonly NewResult[]): Promise<ResultRow[]> {
  return inBatches(rows, (batch) => trx.insertInto('results').values(batch).onConflict(replacePublishedResult).returningAll().execute());
}

export async function insertResultHistories(trx: Transaction<Database>, rows: readonly NewResultHistory[]): Promise<void> {
  await inBatches(rows, (batch) => trx.insertInto('result_history').values(batch).returning('history_id').execute());
}

/** A result stored for a game and date, whether or not it is shown. */
export interface StoredResultRow {
  id: string;
  draw_date: string;
  result: string;
  is_active: number;
}

/** A game's stored results dated `from`..`to` (inclusive): one query per game rather than one per date. */
export async function findStoredResults(db: Kysely<Database>, gid: number, range: { from: string; to: string }): Promise<StoredResultRow[]> {
  return db
    .selectFrom('results')
    .select(['id', 'draw_date', 'result', 'is_active'])
    .where('gid', '=', gid)
    .where('draw_date', '>=', range.from)
    .where('draw_date', '<=', range.to)
    .execute();
}

/** Active results dated `from`..`to` (inclusive) of games not deleted, by date then the games' order. */
/** The results the public sees from..to (of one game, or every game), in the charts' order. */
function publicResults(db: Kysely<Database>, range: { from: string; to: string; gid?: number }) {
  let query = joinedResults(db)
    .where('results.is_active', '=', 1)
    .where('ghadis.deleted_at', 'is', null)
    .where('results.draw_date', '>=', range.from)
    .where('results.draw_date', '<=', range.to);
  if (range.gid !== undefined) query = query.where('results.gid', '=', range.gid);
  return query.orderBy('results.draw_date').orderBy('ghadis.order_id').orderBy('results.gid');
}

export async function findPublicResults(
  db: Kysely<Database>,
  range: { from: string; to: string; gid?: number },
): Promise<NamedResultRow[]> {
  return publicResults(db, range).select(namedResultColumns).execute();
}

/**
 * The same results as findPublicResults, only what a chart draws: a page reads these at every change of
 * the month (with 40 games, the API's rows of a month are 430 KB of JSON written and parsed again each time).
 */
export async function findPublicValues(db: Kysely<Database>, range: { from: string; to: string }): Promise<Array<Pick<Result, 'GID' | 'DateTime' | 'Result'>>> {
  const rows = await publicResults(db, range).select(['results.gid', 'results.draw_date', 'results.result']).execute();
  return rows.map((row) => ({ GID: row.gid, DateTime: row.draw_date, Result: row.result }));
}

export async function findResultCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('results')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string (bigint).
  return Number(row.count);
}

const ghadiResultsMatching = (db: Kysely<Database>, gid: number, search: string) => {
  const query = namedResults(db).where('results.gid', '=', gid);
  if (search === '') return query;
  return query.where((eb) =>
    eb.or([
      containsIgnoringCase(eb.ref('results.result'), search),
      containsIgnoringCase(eb.ref('results.draw_date'), search),
    ]),
  );
};

/** One page of a game's results whose text or date contains `search`, newest draw date first. */
export async function findGhadiResultPage(
  db: Kysely<Database>,
  gid: number,
  { search, limit, offset }: ResultPageQuery,
): Promise<NamedResultRow[]> {
  return ghadiResultsMatching(db, gid, search)
    .orderBy('results.draw_date', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function findGhadiResultCount(db: Kysely<Database>, gid: number, search: string): Promise<number> {
  const row = await ghadiResultsMatching(db, gid, search)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Whether a game's published result for a date is still the value and change a notice was queued with:
 * a later change means a newer notice carries the newer value.
 */
export async function findIsCurrentResult(
  db: Kysely<Database>,
  value: { gid: number; drawDate: string; result: string | null; changedAt: string | null },
): Promise<boolean> {
  const row = await db
    .selectFrom('results')
    .innerJoin('ghadis', 'ghadis.gid', 'results.gid')
    .select(['results.result', 'results.changed_at'])
    .where('results.gid', '=', value.gid)
    .where('results.draw_date', '=', value.drawDate)
    .where('results.is_active', '=', 1)
    .where('ghadis.deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined && row.result === value.result && row.changed_at === value.changedAt;
}
