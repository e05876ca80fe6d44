import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  currentUserResponseSchema,
  errorBodySchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  serverMessages,
  type LoginUser,
  type User,
} from '@ghadi/contracts';
import { LoginRefused, logIn } from './login';
import { endSession } from './sessions';

// The login answer names the type field `userType`, where the other user answers say `UserType`: clients read it so.
const toLoginUser = ({ UserType, ...rest }: User): LoginUser => ({ ...rest, userType: UserType });

const auth: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    apiPaths.login,
    {
      config: { access: 'public' },
      schema: {
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const deps = { db: fastify.db, throttle: fastify.loginThrottle, session: fastify.config.session, refused: fastify.metrics.loginRefused };
      try {
        const { token, user } = await logIn(deps, request.body, request.ip);
        return { success: true as const, token, user: toLoginUser(user), message: serverMessages.loginSuccessful };
      } catch (error) {
        if (!(error instanceof LoginRefused)) throw error;
        return reply
          .code(error.statusCode)
          .header('retry-after', error.retryAfterSeconds)
          .send({ success: false as const, message: error.message });
      }
    },
  );

  fastify.post(
    apiPaths.logout,
    { config: { access: 'authenticated' }, schema: { response: { 200: logoutResponseSchema, 401: errorBodySchema } } },
    async (request) => {
      await endSession(fastify.db, request.sessionId!);
      return { success: true as const, message: serverMessages.loggedOut };
    },
  );

  fastify.get(
    apiPaths.currentUser,
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: currentUserResponseSchema, 401: errorBodySchema } },
    },
    async (request) => ({ success: true as const, user: toLoginUser(request.user!) }),
  );
};

export default auth;
