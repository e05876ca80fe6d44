import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPaths,
  apiPaths,
  currentUserResponseSchema,
  apiErrorBodySchema,
  loginAnswerSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  passkeySignInRequestSchema,
  secondFactorRequestSchema,
  webAuthnOptionsResponseSchema,
  type LoginUser,
  type User,
} from '@ghadi/contracts';
import { addressKey, createCounter } from '../../limits/limit-store';
import { passkeyOptionsLimit } from '../../limits/limits';
import { tooMany } from '../../limits/too-many';
import { logIn, type LoginDependencies, type SignedIn } from './login';
import { endSessions, type SignInClient } from './sessions';
import { answerSecondFactor, signInWithPasskey } from './two-factor/second-step';
import { openChallenge } from './two-factor/challenges';
import { relyingPartyOf, signInOptions } from './two-factor/passkeys';
import { errorBody, messageFor } from '../../http/api-error';

// The login answer names the type field `userType`, where the other user answers say `UserType`: clients read it so.
const toLoginUser = ({ UserType, ...rest }: User): LoginUser => ({ ...rest, userType: UserType });

export const loginDependencies = (fastify: FastifyInstance): LoginDependencies => ({
  db: fastify.db,
  throttle: fastify.loginThrottle,
  session: fastify.config.session,
  refused: fastify.metrics.loginRefused,
  mfa: fastify.config.mfa,
  mfaKeys: fastify.mfaKeys,
  rp: relyingPartyOf(fastify.config),
  lock: fastify.secondStepLock,
  now: fastify.clock,
});

export const clientOf = (request: FastifyRequest): SignInClient => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

const signedInAnswer = (request: FastifyRequest, { token, user, enrolmentRequired }: SignedIn) => ({
  success: true as const,
  token,
  user: toLoginUser(user),
  message: messageFor(request, 'loginSuccessful'),
  ...(enrolmentRequired ? { mfaEnrolmentRequired: true } : {}),
});

const refusals = { 401: apiErrorBodySchema, 429: apiErrorBodySchema, 503: apiErrorBodySchema };

const auth: FastifyPluginAsyncZod = async (fastify) => {
  const deps = loginDependencies(fastify);

  fastify.post(
    apiPaths.login,
    {
      config: { access: 'public' },
      schema: { body: loginRequestSchema, response: { 200: loginAnswerSchema, ...refusals } },
    },
    async (request) => {
      const outcome = await logIn(deps, request.body, clientOf(request));
      if (outcome.kind === 'signed-in') return signedInAnswer(request, outcome);
      const { challenge, methods, passkeyOptions } = outcome;
      return { ...errorBody(request, 'secondFactorNeeded'), mfaRequired: true as const, challenge, methods, passkeyOptions };
    },
  );

  fastify.post(
    accountPaths.secondFactor,
    { config: { access: 'public' }, schema: { body: secondFactorRequestSchema, response: { 200: loginResponseSchema, ...refusals } } },
    async (request) => signedInAnswer(request, await answerSecondFactor(deps, request.body, clientOf(request))),
  );

  const passkeyAsks = createCounter(fastify.limitStore, passkeyOptionsLimit);
  fastify.post(
    accountPaths.passkeySignInOptions,
    { config: { access: 'public' }, schema: { response: { 200: webAuthnOptionsResponseSchema, 429: apiErrorBodySchema } } },
    async (request) => {
      const asked = await passkeyAsks.take(addressKey(passkeyOptionsLimit.name, request.ip));
      if (!asked.allowed) throw tooMany('tooManyRequests', asked.resetMs);
      const options = await signInOptions(deps.rp, null);
      const challenge = await openChallenge(fastify.db, { purpose: 'passkey-sign-in', userId: null, webAuthnChallenge: options.challenge }, fastify.clock());
      return { success: true as const, challenge, options };
    },
  );

  fastify.post(
    accountPaths.passkeySignIn,
    { config: { access: 'public' }, schema: { body: passkeySignInRequestSchema, response: { 200: loginResponseSchema, ...refusals } } },
    async (request) => signedInAnswer(request, await signInWithPasskey(deps, request.body, clientOf(request))),
  );

  fastify.post(
    apiPaths.logout,
    { config: { access: 'authenticated', duringEnrolment: true }, schema: { response: { 200: logoutResponseSchema, 401: apiErrorBodySchema } } },
    async (request) => {
      await endSessions(fastify.db, [request.sessionId!]);
      return { success: true as const, message: messageFor(request, 'loggedOut') };
    },
  );

  fastify.get(
    apiPaths.currentUser,
    {
      config: { access: 'authenticated', duringEnrolment: true },
      schema: { response: { 200: currentUserResponseSchema, 401: apiErrorBodySchema } },
    },
    async (request) => ({ success: true as const, user: toLoginUser(request.user!) }),
  );
};

export default auth;
