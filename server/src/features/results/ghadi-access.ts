import type { Kysely } from 'kysely';
import { type GhadiRef, type User } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { findGhadiWithAssignee, type GhadiWithAssignee } from '../games';
import { apiError } from '../../http/api-error';

/** Who may publish a game's results, entered or imported: an admin for any game, an agent for their own. */
export const mayPublishFor = (user: User, assigneeId: number | null): boolean => user.UserType === 'admin' || assigneeId === user.User_Id;

/**
 * The game whose results `user` wants to read or write, named by its id or its GID: an admin may use any
 * game, an agent only the games assigned to them. An agent learns nothing about someone else's game, deleted or not, beyond 403.
 */
export async function authorizeGhadi(
  db: Kysely<Database>,
  user: User,
  ghadiId: GhadiRef,
): Promise<GhadiWithAssignee> {
  const ghadi = await findGhadiWithAssignee(db, ghadiId);
  if (!ghadi) throw apiError(404, 'ghadiNotFound');
  if (!mayPublishFor(user, ghadi.assignee_id)) {
    throw apiError(403, 'notAuthorizedForGhadi');
  }
  if (ghadi.deleted_at !== null) throw apiError(404, 'ghadiNotFound');
  return ghadi;
}
