import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPaths,
  errorBodySchema,
  idParamsSchema,
  messageResponseSchema,
  serverMessages,
  sessionParamsSchema,
  signedInSessionsResponseSchema,
} from '@ghadi/contracts';
import { recentProofRefusals } from './access-guard';
import { endSessions, evictAccount } from './sessions';
import { findSignedInSessions } from './session-list';
import { findUserById } from './user-queries';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
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
      if (!found) return reply.code(404).send({ success: false as const, message: serverMessages.sessionNotFound });
      await endSessions(fastify.db, [found.sessionId]);
      return { success: true as const, message: serverMessages.oneSessionEnded };
    },
  );

  // The owner's answer to an account in other hands: every other session ends and the API tokens are revoked.
  fastify.post(
    accountPaths.myOtherSessionsEnd,
    { config: { access: 'authenticated', audit: true, recentProof: true }, schema: { response: { 200: messageResponseSchema, ...guardedErrors } } },
    async (request) => {
      const others = (await listOf(request.user!.User_Id, request.sessionId)).filter((session) => !session.current);
      await evictAccount(fastify.db, request.user!.User_Id, request.sessionId);
      return { success: true as const, message: serverMessages.otherSessionsEnded(others.length) };
    },
  );

  fastify.post(
    accountPaths.agentSessionsEnd.route,
    { config: { access: 'admin', recentProof: true }, schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...guardedErrors } } },
    async (request, reply) => {
      const agent = await findUserById(fastify.db, request.params.id);
      if (agent?.user_type !== 'agent') return reply.code(404).send({ success: false as const, message: serverMessages.agentNotFound });
      const sessions = await listOf(agent.user_id, null);
      await evictAccount(fastify.db, agent.user_id);
      return { success: true as const, message: serverMessages.agentSessionsEnded(sessions.length) };
    },
  );
};

export default sessionRoutes;
