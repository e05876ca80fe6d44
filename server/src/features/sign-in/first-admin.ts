import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users';
import { findActiveAdmin, insertUser } from './user-queries';
import { generatePassword, hashPassword } from './passwords';

export interface AdminSettings {
  username: string;
  /** When absent a random password is generated and announced once. */
  password: string | undefined;
}

export type FirstAdminOutcome = 'exists' | 'created' | 'name-taken';

/** Creates an admin account; returns it and the password when it was generated, or undefined if the name is taken. */
export async function createAdmin(
  db: Kysely<Database>,
  admin: AdminSettings,
): Promise<{ row: UserRow; generatedPassword: string | undefined } | undefined> {
  const generatedPassword = admin.password === undefined ? generatePassword() : undefined;
  const row = await insertUser(db, {
    userName: admin.username,
    displayName: 'Administrator',
    email: '',
    passwordHash: await hashPassword(admin.password ?? generatedPassword!),
    userType: 'admin',
    isActive: true,
  });
  return row ? { row, generatedPassword } : undefined;
}

/**
 * Makes sure someone can sign in to the admin area: with no active admin, creates one. An existing admin
 * is never touched, so restarting with another ADMIN_PASSWORD resets nothing.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  admin: AdminSettings,
): Promise<{ outcome: FirstAdminOutcome; generatedPassword?: string }> {
  if (await findActiveAdmin(db)) return { outcome: 'exists' };
  const created = await createAdmin(db, admin);
  if (created) return { outcome: 'created', generatedPassword: created.generatedPassword };
  // Another instance starting at the same moment may have won the insert.
  return { outcome: (await findActiveAdmin(db)) ? 'exists' : 'name-taken' };
}
