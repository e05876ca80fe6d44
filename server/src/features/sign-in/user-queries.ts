import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { userNameKey, type User, type UserType } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users';

export interface AgentChanges {
  userName: string;
  displayName: string;
  email: string;
  isActive: boolean;
  /** Undefined keeps the current password. */
  passwordHash: string | undefined;
}

export interface NewUserInput {
  userName: string;
  displayName: string;
  email: string;
  passwordHash: string;
  userType: UserType;
  isActive: boolean;
}

/** The one place a users row becomes an API user; the hash never leaves this file. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    id: row.id,
    User_Id: row.user_id,
    UserName: row.user_name,
    DisplayName: row.display_name,
    email: row.email,
    UserType: row.user_type,
    isActive: row.is_active === 1,
  };
}

/** A non-deleted user by name, active or not. */
export async function findUserByUserName(db: Kysely<Database>, userName: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('user_name_key', '=', userNameKey(userName))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findActiveAdmin(db: Kysely<Database>): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('user_type', '=', 'admin')
    .where('is_active', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('user_id')
    .limit(1)
    .executeTakeFirst();
}

/** Inserts the user, or returns undefined when a non-deleted user already has that name. */
export async function insertUser(db: Kysely<Database>, input: NewUserInput): Promise<UserRow | undefined> {
  const now = new Date().toISOString();
  return db
    .insertInto('users')
    .values({
      id: randomUUID(),
      user_name: input.userName.trim(),
      user_name_key: userNameKey(input.userName),
      display_name: input.displayName,
      email: input.email,
      password_hash: input.passwordHash,
      user_type: input.userType,
      is_active: input.isActive ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_name_key').where('deleted_at', 'is', null).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Non-deleted agents, oldest first; admins never appear in the agents list. */
export async function findAgents(db: Kysely<Database>): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('user_type', '=', 'agent')
    .where('deleted_at', 'is', null)
    .orderBy('user_id')
    .execute();
}

export async function findAgentCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_type', '=', 'agent')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string (bigint).
  return Number(row.count);
}

/** A non-deleted user, of either type, by its id (the UUID of the API's `id`). */
export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** A non-deleted user, of either type, by its numeric User_Id. */
export async function findUserByUserId(db: Kysely<Database>, userId: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Updates a non-deleted agent; undefined when no agent has this id. Throws the database's unique-key
 * error when another user already has the name.
 */
export async function updateAgent(
  db: Kysely<Database>,
  id: string,
  changes: AgentChanges,
  now: string,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({
      user_name: changes.userName.trim(),
      user_name_key: userNameKey(changes.userName),
      display_name: changes.displayName,
      email: changes.email,
      is_active: changes.isActive ? 1 : 0,
      updated_at: now,
      ...(changes.passwordHash === undefined ? {} : { password_hash: changes.passwordHash }),
    })
    .where('id', '=', id)
    .where('user_type', '=', 'agent')
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Soft-deletes a non-deleted agent and returns it; undefined when no agent has this id. */
export async function updateAgentDeleted(db: Kysely<Database>, id: string, now: string): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('user_type', '=', 'agent')
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Sets a non-deleted user's password; the row, or undefined when there is no such user. */
export async function updateUserPassword(db: Kysely<Database>, userId: number, passwordHash: string, now: string): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Non-deleted admins, oldest first. */
export async function findAdmins(db: Kysely<Database>): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('user_type', '=', 'admin').where('deleted_at', 'is', null).orderBy('user_id').execute();
}

/**
 * Sets whether a non-deleted admin is active; undefined when no admin has this id, 'last' (nothing changed)
 * when it would leave no active admin. The active admins' rows are locked first, so two admins deactivating
 * each other at once cannot both pass the check (SQLite runs one write transaction at a time anyway).
 */
export async function updateAdminActive(db: Kysely<Database>, id: string, isActive: boolean, now: string): Promise<UserRow | 'last' | undefined> {
  return db.transaction().execute(async (trx) => {
    const activeAdmins = trx.selectFrom('users').where('user_type', '=', 'admin').where('is_active', '=', 1).where('deleted_at', 'is', null);
    await trx
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('user_type', '=', 'admin')
      .where('is_active', '=', 1)
      .where('deleted_at', 'is', null)
      .execute();
    if (!isActive) {
      const others = await activeAdmins.select('id').where('id', '!=', id).limit(1).executeTakeFirst();
      if (!others && (await activeAdmins.select('id').where('id', '=', id).executeTakeFirst())) return 'last';
    }
    return trx
      .updateTable('users')
      .set({ is_active: isActive ? 1 : 0, updated_at: now })
      .where('id', '=', id)
      .where('user_type', '=', 'admin')
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  });
}
