import type { Kysely } from 'kysely';
import type { ReviewResult } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { namedResultColumns, toResult, type NamedResultRow, type ResultPageQuery } from './result-queries';
import { containsIgnoringCase } from '../../db/text-search';

export interface ReviewRow extends NamedResultRow {
  display_name: string;
  user_name: string;
  updated_at: string;
}

/** `changes`: how many times its value was changed (findChangeCounts). */
export function toReviewResult(row: ReviewRow, changes: number): ReviewResult {
  return { ...toResult(row), AgentName: row.display_name, AgentUserName: row.user_name, UpdatedAt: row.updated_at, Changes: changes };
}

/**
 * Results published by an existing agent for a game (not deleted) that is assigned to that same agent
 * now, with agent name, user name or game name containing `search`. The assignment join goes through the
 * unique user_maps.gid; results_created_by_index serves the creator side.
 */
const reviewedResults = (db: Kysely<Database>, search: string) => {
  const query = db
    .selectFrom('results')
    .innerJoin('users', 'users.user_id', 'results.created_by')
    .innerJoin('user_maps', (join) =>
      join.onRef('user_maps.gid', '=', 'results.gid').onRef('user_maps.user_id', '=', 'results.created_by'),
    )
    .innerJoin('ghadis', 'ghadis.gid', 'results.gid')
    .where('users.user_type', '=', 'agent')
    .where('users.deleted_at', 'is', null)
    .where('ghadis.deleted_at', 'is', null);
  if (search === '') return query;
  return query.where((eb) =>
    eb.or([
      containsIgnoringCase(eb.ref('users.display_name'), search),
      containsIgnoringCase(eb.ref('users.user_name'), search),
      containsIgnoringCase(eb.ref('ghadis.name_en'), search),
    ]),
  );
};

/** One page of the admin's review, newest draw date first, latest change first within a date. */
export async function findReviewPage(
  db: Kysely<Database>,
  { search, limit, offset }: ResultPageQuery,
): Promise<ReviewRow[]> {
  return reviewedResults(db, search)
    .select([...namedResultColumns, 'results.updated_at', 'users.display_name', 'users.user_name'])
    .orderBy('results.draw_date', 'desc')
    .orderBy('results.updated_at', 'desc')
    .orderBy('results.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function findReviewCount(db: Kysely<Database>, search: string): Promise<number> {
  const row = await reviewedResults(db, search)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string (bigint).
  return Number(row.count);
}
