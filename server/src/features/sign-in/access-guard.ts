import fp from 'fastify-plugin';
import { z } from 'zod';
import { apiErrorBodySchema, reauthRequiredSchema, type User } from '@ghadi/contracts';
import { resumeApiToken } from './api-tokens/api-token-use';
import { readBearerToken } from './session-tokens';
import { provedRecently, resumeSession, type CurrentSession } from './sessions';
import { secondFactorRequiredFor } from './two-factor/account-factors';
import { apiError, errorBody } from '../../http/api-error';

/** Who may call a route: anyone, any signed-in user, or one role. */
export const accessLevels = ['public', 'authenticated', 'admin', 'agent'] as const;
export type AccessLevel = (typeof accessLevels)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
    /** Open to a session held to enrolling a second factor (MFA_REQUIRED): the enrolment's own routes. */
    duringEnrolment?: boolean;
    /** Open to an agent's API token: the routes that publish results (and read what is needed for that). */
    apiToken?: boolean;
    /**
     * Needs a proof of who holds the session within REAUTH_MINUTES (sign-in, POST /api/users/me/reauth): the
     * actions that give lasting credentials or end sessions, which a session read off a device must not take.
     */
    recentProof?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user on non-public routes; null on public ones. */
    user: User | null;
    /** The session of the request; null on public routes and for an API token. */
    sessionId: string | null;
    /** The session with what it proved and when; null on public routes and for an API token. */
    currentSession: CurrentSession | null;
  }
}

/** A `recentProof` route's 403: asking for a fresh proof, or any other refusal. */
export const recentProofRefusals = { 403: z.union([reauthRequiredSchema, apiErrorBodySchema]) };

const isApiRoute = (url: string): boolean => url === '/api' || url.startsWith('/api/');

export default fp(
  async (fastify) => {
    fastify.decorateRequest('user', null);
    fastify.decorateRequest('sessionId', null);
    fastify.decorateRequest('currentSession', null);

    // Forgetting to say who may call a route must fail start-up, not silently make it public.
    fastify.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (isApiRoute(route.url) && !(access !== undefined && accessLevels.includes(access))) {
        throw new Error(`${route.method} ${route.url} must set config.access to one of: ${accessLevels.join(', ')}`);
      }
    });

    // onRequest, before the body is parsed: an anonymous caller learns nothing about a route's input.
    fastify.addHook('onRequest', async (request, reply) => {
      const { access = 'public', duringEnrolment = false, apiToken = false, recentProof = false } = request.routeOptions.config;
      if (access === 'public') return;
      const header = request.headers.authorization;
      if (header === undefined) throw apiError(401, 'signInRequired');
      const credential = readBearerToken(header);
      if (credential?.kind === 'api-token') {
        const user = await resumeApiToken(fastify.db, credential.token, fastify.clock());
        if (!user) throw apiError(401, 'apiTokenEnded');
        request.user = user;
        if (!apiToken || (access !== 'authenticated' && access !== user.UserType)) throw apiError(403, 'apiTokenScope');
        return;
      }
      const session = credential && (await resumeSession(fastify.db, credential.token, fastify.config.session));
      if (!session) throw apiError(401, 'sessionEnded');
      request.user = session.user;
      request.sessionId = session.sessionId;
      request.currentSession = session;
      // Judged on every request, so MFA_REQUIRED and a removed last factor hold existing sessions at once.
      const held = !session.secondFactor && secondFactorRequiredFor(fastify.config.mfa.required, session.user.UserType);
      if (held && !duringEnrolment) throw apiError(403, 'enrolmentRequired');
      if (access !== 'authenticated' && session.user.UserType !== access) {
        throw apiError(403, 'forbidden');
      }
      if (recentProof && !provedRecently(session, fastify.config.session, fastify.clock())) {
        return reply.code(403).send({ ...errorBody(request, 'reauthRequired'), reauthRequired: true as const });
      }
    });
  },
  { name: 'auth', dependencies: ['db', '@fastify/sensible'] },
);
