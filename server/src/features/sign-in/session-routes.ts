import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPaths,
  apiErrorBodySchema,
  idParamsSchema,
  messageResponseSchema,
  sessionParamsSchema,
  signedInSessionsResponseSchema,
} from '@ghadi/contracts';
import { recentProofRefusals } from './access-guard';
import { endSessions, evictAccount } from './sessions';
import { findSignedInSessions } from './session-list';
import { findUserById } from './user-queries';
import { errorBody, messageFor } from '../../http/api-error';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema, 404: apiErrorBodySchema };
const guardedErrors = { ...errors, ...recentProofRefusals };

/** Each user's signed-in sessions, which they can end; and the admin ending all of an agent's. */
const sessionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const listOf = (userId: number, current: string | null) => findSignedInSessions(fastify.db, userId, fastify.config.session, fastify.clock(), current);

  fastify.get(accountPaths.mySessions, { config: { access: 'authenticated' }, schema: { response: { 200: signedInSessionsResponseSchema, ...errors } } }, async (request) => ({
    success: true as const,
    data: (await listOf(request.user!.User_Id, request.sessionId)).map(({ sessionId: _sessionId, ...session }) => session),
  }));

  fastify.delete(
    accountPaths.mySession.route,
    { config: { access: 'authenticated', audit: true }, schema: { params: sessionParamsSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      const found = (await listOf(request.user!.User_Id, request.sessionId)).find((session) => session.id === request.params.id);
      if (!found) return reply.code(404).send(errorBody(request, 'sessionNotFound'));
      await endSessions(fastify.db, [found.sessionId]);
      return { success: true as const, message: messageFor(request, 'oneSessionEnded') };
    },
  );

  // The owner's answer to an account in other hands: every other session ends and the API tokens are revoked.
  fastify.post(
    accountPaths.myOtherSessionsEnd,
    { config: { access: 'authenticated', audit: true, recentProof: true }, schema: { response: { 200: messageResponseSchema, ...guardedErrors } } },
    async (request) => {
      const others = (await listOf(request.user!.User_Id, request.sessionId)).filter((session) => !session.current);
      await evictAccount(fastify.db, request.user!.User_Id, request.sessionId);
      return { success: true as const, message: messageFor(request, 'otherSessionsEnded', others.length) };
    },
  );

  fastify.post(
    accountPaths.agentSessionsEnd.route,
    { config: { access: 'admin', recentProof: true }, schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...guardedErrors } } },
    async (request, reply) => {
      const agent = await findUserById(fastify.db, request.params.id);
      if (agent?.user_type !== 'agent') return reply.code(404).send(errorBody(request, 'agentNotFound'));
      const sessions = await listOf(agent.user_id, null);
      await evictAccount(fastify.db, agent.user_id);
      return { success: true as const, message: messageFor(request, 'agentSessionsEnded', sessions.length) };
    },
  );
};

export default sessionRoutes;
