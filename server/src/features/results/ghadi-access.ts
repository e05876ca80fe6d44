import { httpErrors } from '@fastify/sensible';
import type { Kysely } from 'kysely';
import { serverMessages, type GhadiRef, type User } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { findGhadiWithAssignee, type GhadiWithAssignee } from '../games';

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
  if (!ghadi) throw httpErrors.notFound(serverMessages.ghadiNotFound);
  if (user.UserType !== 'admin' && ghadi.assignee_id !== user.User_Id) {
    throw httpErrors.forbidden(serverMessages.notAuthorizedForGhadi);
  }
  if (ghadi.deleted_at !== null) throw httpErrors.notFound(serverMessages.ghadiNotFound);
  return ghadi;
}
