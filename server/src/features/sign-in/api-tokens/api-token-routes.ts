import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  accountPaths,
  apiTokenCreatedSchema,
  apiTokenParamsSchema,
  apiTokenRequestSchema,
  apiTokensResponseSchema,
  apiErrorBodySchema,
  idParamsSchema,
  messageResponseSchema,
  type ApiToken,
  type User,
} from '@ghadi/contracts';
import type { ApiTokenRow } from '../../../db/tables/account-security';
import type { UserRow } from '../../../db/tables/users';
import { recentProofRefusals } from '../access-guard';
import { generateApiToken, hashSessionToken } from '../session-tokens';
import { findUserById } from '../user-queries';
import { findApiTokens, insertApiToken, updateApiTokenRevoked } from './api-token-queries';
import { errorBody, messageFor } from '../../../http/api-error';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema, 404: apiErrorBodySchema };
const DAY_MS = 24 * 60 * 60 * 1000;

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
});

/** An agent's API tokens: the agent manages their own, the admin any agent's. */
const apiTokenRoutes: FastifyPluginAsyncZod = async (fastify) => {
  /** The agent named in the address, if the caller may manage their tokens; otherwise the refusal is sent. */
  async function agentFor(request: FastifyRequest, caller: User, id: string, reply: FastifyReply): Promise<UserRow | undefined> {
    if (caller.UserType !== 'admin' && caller.id !== id) {
      void reply.code(403).send(errorBody(request, 'forbidden'));
      return undefined;
    }
    const agent = await findUserById(fastify.db, id);
    if (!agent) void reply.code(404).send(errorBody(request, 'agentNotFound'));
    else if (agent.user_type !== 'agent') void reply.code(400).send(errorBody(request, 'apiTokensAgentsOnly'));
    return agent?.user_type === 'agent' ? agent : undefined;
  }

  fastify.get(
    accountPaths.agentTokens.route,
    { config: { access: 'authenticated' }, schema: { params: idParamsSchema, response: { 200: apiTokensResponseSchema, ...errors } } },
    async (request, reply) => {
      const agent = await agentFor(request, request.user!, request.params.id, reply);
      if (!agent) return reply;
      return { success: true as const, data: (await findApiTokens(fastify.db, agent.user_id)).map(toApiToken) };
    },
  );

  fastify.post(
    accountPaths.agentTokens.route,
    {
      // A token publishes for up to a year without the password: minting one needs a recent proof.
      config: { access: 'authenticated', audit: true, recentProof: true },
      schema: { params: idParamsSchema, body: apiTokenRequestSchema, response: { 201: apiTokenCreatedSchema, ...errors, ...recentProofRefusals } },
    },
    async (request, reply) => {
      const agent = await agentFor(request, request.user!, request.params.id, reply);
      if (!agent) return reply;
      const now = fastify.clock();
      const token = generateApiToken();
      const row = await insertApiToken(fastify.db, {
        id: randomUUID(),
        token_hash: hashSessionToken(token),
        user_id: agent.user_id,
        name: request.body.name,
        created_at: now.toISOString(),
        created_by: request.user!.User_Id,
        expires_at: new Date(now.getTime() + request.body.expiresInDays * DAY_MS).toISOString(),
        last_used_at: null,
        revoked_at: null,
      });
      return reply.code(201).send({ success: true as const, message: messageFor(request, 'apiTokenCreated'), token, data: toApiToken(row) });
    },
  );

  fastify.delete(
    accountPaths.agentToken.route,
    { config: { access: 'authenticated', audit: true }, schema: { params: apiTokenParamsSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      const agent = await agentFor(request, request.user!, request.params.id, reply);
      if (!agent) return reply;
      if (!(await updateApiTokenRevoked(fastify.db, agent.user_id, request.params.tokenId, fastify.clock().toISOString()))) {
        return reply.code(404).send(errorBody(request, 'apiTokenNotFound'));
      }
      return { success: true as const, message: messageFor(request, 'apiTokenRevoked') };
    },
  );
};

export default apiTokenRoutes;
