import type { Kysely } from 'kysely';
import { type AdminCreateRequest, type AdminUpdateRequest, type User } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { createAdmin, evictAccount, findUserById, hashPassword, toUser, updateAdminActive, updateUserPassword } from '../sign-in';
import { apiError } from '../../http/api-error';

/** Another admin, who signs in with the password given and can change it (PUT /api/users/me/password). */
export async function addAdmin(db: Kysely<Database>, body: AdminCreateRequest): Promise<User> {
  const created = await createAdmin(db, { username: body.UserName, password: body.Password });
  if (!created) throw apiError(409, 'usernameTaken');
  return toUser(created.row);
}

/**
 * Resets an admin's password and/or (de)activates them. A new password or deactivation ends their sessions
 * and revokes their tokens, as for an agent; the last active admin cannot be deactivated (409).
 */
export async function editAdmin(db: Kysely<Database>, id: string, body: AdminUpdateRequest): Promise<User> {
  const found = await findUserById(db, id);
  if (found?.user_type !== 'admin') throw apiError(404, 'adminNotFound');
  const now = new Date().toISOString();
  let row = found;
  if (body.isActive !== undefined) {
    const updated = await updateAdminActive(db, id, body.isActive, now);
    if (updated === 'last') throw apiError(409, 'lastActiveAdmin');
    if (!updated) throw apiError(404, 'adminNotFound');
    row = updated;
  }
  if (body.Password !== undefined) {
    const passwordHash = await hashPassword(body.Password);
    row = (await updateUserPassword(db, row.user_id, passwordHash, now)) ?? row;
  }
  if (body.Password !== undefined || body.isActive === false) await evictAccount(db, row.user_id);
  return toUser(row);
}
