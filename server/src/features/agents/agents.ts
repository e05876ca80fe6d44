import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { type agentCreateSchema, type agentUpdateSchema, type User } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { deleteUserMapsOfUser } from './user-map-queries';
import { insertUser, toUser, updateAgent, updateAgentDeleted, hashPassword, evictAccount } from '../sign-in';
import { conflictOnDuplicate } from '../../http/conflicts';
import { apiError } from '../../http/api-error';

export type AgentCreateBody = z.output<typeof agentCreateSchema>;
export type AgentUpdateBody = z.output<typeof agentUpdateSchema>;

/** Users made through the API are agents, whatever the caller asks for. */
export async function createAgent(db: Kysely<Database>, body: AgentCreateBody): Promise<User> {
  const row = await insertUser(db, {
    userName: body.UserName,
    displayName: body.DisplayName,
    email: body.email,
    passwordHash: await hashPassword(body.Password),
    userType: 'agent',
    isActive: body.isActive,
  });
  if (!row) throw apiError(409, 'usernameTaken');
  return toUser(row);
}

/**
 * Edits an agent (never an admin: their ids are 404 here). A blank password keeps the old one; a new
 * password or deactivation ends the agent's sessions and revokes its API tokens in the same transaction
 * (reactivating it later brings neither back).
 */
export async function editAgent(db: Kysely<Database>, id: string, body: AgentUpdateBody): Promise<User> {
  const passwordHash = body.Password ? await hashPassword(body.Password) : undefined;
  const changes = {
    userName: body.UserName,
    displayName: body.DisplayName,
    email: body.email,
    isActive: body.isActive,
    passwordHash,
  };
  const row = await conflictOnDuplicate(
    () =>
      db.transaction().execute(async (trx) => {
        const updated = await updateAgent(trx, id, changes, new Date().toISOString());
        if (updated && (passwordHash !== undefined || !body.isActive)) await evictAccount(trx, updated.user_id);
        return updated;
      }),
    'usernameTaken',
  );
  if (!row) throw apiError(404, 'agentNotFound');
  return toUser(row);
}

/** Soft delete: the agent's results and history stay; their sessions end, their tokens are revoked and their games are freed. */
export async function deleteAgent(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await updateAgentDeleted(trx, id, new Date().toISOString());
    if (!row) throw apiError(404, 'agentNotFound');
    await evictAccount(trx, row.user_id);
    await deleteUserMapsOfUser(trx, row.user_id);
  });
}
