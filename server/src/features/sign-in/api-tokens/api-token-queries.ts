import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { ApiTokenRow, NewApiToken } from '../../../db/tables/account-security';
import type { UserRow } from '../../../db/tables/users';

export async function insertApiToken(db: Kysely<Database>, row: NewApiToken): Promise<ApiTokenRow> {
  return db.insertInto('api_tokens').values(row).returningAll().executeTakeFirstOrThrow();
}

/** An agent's tokens not revoked, newest first; expired ones stay listed until revoked, showing when they ended. */
export async function findApiTokens(db: Kysely<Database>, userId: number): Promise<ApiTokenRow[]> {
  return db
    .selectFrom('api_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function updateApiTokenRevoked(db: Kysely<Database>, userId: number, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes every token of the user still counting (an account's eviction): revoked stays revoked. */
export async function updateUserApiTokensRevoked(db: Kysely<Database>, userId: number, now: string): Promise<void> {
  await db.updateTable('api_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/**
 * The token with this digest and its agent, if it still counts: not revoked, not expired, its agent active
 * and not deleted. Read from the database on every request, so a revocation holds at once on every instance.
 */
export async function findLiveApiToken(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<{ token: ApiTokenRow; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.user_id', 'api_tokens.user_id')
    .selectAll('users')
    .select([
      'api_tokens.id as token_id',
      'api_tokens.token_hash as token_hash',
      'api_tokens.name as token_name',
      'api_tokens.created_at as token_created_at',
      'api_tokens.created_by as token_created_by',
      'api_tokens.expires_at as token_expires_at',
      'api_tokens.last_used_at as token_last_used_at',
      'api_tokens.revoked_at as token_revoked_at',
    ])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.revoked_at', 'is', null)
    .where('api_tokens.expires_at', '>', now)
    .where('users.user_type', '=', 'agent')
    .where('users.is_active', '=', 1)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_id, token_hash, token_name, token_created_at, token_created_by, token_expires_at, token_last_used_at, token_revoked_at, ...user } = row;
  return {
    token: {
      id: token_id,
      token_hash,
      user_id: user.user_id,
      name: token_name,
      created_at: token_created_at,
      created_by: token_created_by,
      expires_at: token_expires_at,
      last_used_at: token_last_used_at,
      revoked_at: token_revoked_at,
    },
    user,
  };
}

export async function updateApiTokenLastUsed(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}
