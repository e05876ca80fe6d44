import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPaths,
  apiErrorBodySchema,
  itemResponse,
  passkeyRegistrationRequestSchema,
  passkeySchema,
  webAuthnOptionsResponseSchema,
} from '@ghadi/contracts';
import { recentProofRefusals } from '../access-guard';
import { closeChallenge, findOpenChallenge, openChallenge } from './challenges';
import { toPasskey } from './passkey-answers';
import { findPasskeys, insertPasskey } from './passkey-queries';
import { registrationOptions, relyingPartyOf, verifyRegistration } from './passkeys';
import { errorBody, messageFor } from '../../../http/api-error';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 409: apiErrorBodySchema, ...recentProofRefusals };
// A passkey signs in alone: registering one needs a recent proof (REAUTH_MINUTES), not only a session.
const enrolment = { access: 'authenticated', duringEnrolment: true, recentProof: true } as const;

/** Registering the signed-in user's passkeys: options for the browser, then its answer checked and kept. */
const passkeyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const rp = relyingPartyOf(fastify.config);

  fastify.post(accountPaths.myPasskeyOptions, { config: enrolment, schema: { response: { 200: webAuthnOptionsResponseSchema, ...errors } } }, async (request) => {
    const user = request.user!;
    const options = await registrationOptions(
      rp,
      { id: user.id, userName: user.UserName, displayName: user.DisplayName },
      await findPasskeys(fastify.db, user.User_Id),
    );
    const challenge = await openChallenge(
      fastify.db,
      { purpose: 'passkey-registration', userId: user.User_Id, webAuthnChallenge: options.challenge },
      fastify.clock(),
    );
    return { success: true as const, challenge, options };
  });

  fastify.post(
    accountPaths.myPasskeys,
    {
      config: { ...enrolment, audit: true },
      schema: { body: passkeyRegistrationRequestSchema, response: { 201: itemResponse(passkeySchema), ...errors } },
    },
    async (request, reply) => {
      const user = request.user!;
      const now = fastify.clock();
      const challenge = await findOpenChallenge(fastify.db, request.body.challenge, 'passkey-registration', now);
      if (!challenge?.webauthn_challenge || challenge.user_id !== user.User_Id || !(await closeChallenge(fastify.db, challenge.id, now))) {
        return reply.code(400).send(errorBody(request, 'challengeEnded'));
      }
      const existing = await findPasskeys(fastify.db, user.User_Id);
      if (existing.some((passkey) => passkey.name.toLowerCase() === request.body.name.toLowerCase())) {
        return reply.code(409).send(errorBody(request, 'passkeyNameTaken'));
      }
      const verified = await verifyRegistration(rp, challenge.webauthn_challenge, request.body.passkey);
      if (!verified) return reply.code(400).send(errorBody(request, 'passkeyRefused'));
      const row = { ...verified, user_id: user.User_Id, name: request.body.name, created_at: now.toISOString(), last_used_at: null };
      await insertPasskey(fastify.db, row, request.sessionId!);
      return reply.code(201).send({ success: true as const, data: toPasskey(row), message: messageFor(request, 'passkeyAdded') });
    },
  );
};

export default passkeyRoutes;
