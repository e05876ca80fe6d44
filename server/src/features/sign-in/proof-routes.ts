import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPaths,
  apiErrorBodySchema,
  messageResponseSchema,
  passwordChangeRequestSchema,
  reauthOptionsResponseSchema,
  reauthRequestSchema,
  reauthResponseSchema,
  userNameKey,
  type ReauthMethod,
} from '@ghadi/contracts';
import { checkAttempt, reserveAttempt } from './login';
import { hashPassword, verifyPassword } from './passwords';
import { updateSessionProved } from './session-queries';
import { evictAccount } from './sessions';
import { clientOf, loginDependencies } from './sign-in-routes';
import { findUserByUserId, updateUserPassword } from './user-queries';
import { secondFactorsOf } from './two-factor/account-factors';
import { closeChallenge, findOpenChallenge, openChallenge } from './two-factor/challenges';
import { signInOptions } from './two-factor/passkeys';
import { checkSecondStep } from './two-factor/second-step';
import { errorBody, messageFor } from '../../http/api-error';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema, 429: apiErrorBodySchema, 503: apiErrorBodySchema };
// Open to a session held to enrolment too: proving who one is, and changing one's password, hand nothing over.
const ownAccount = { access: 'authenticated', duringEnrolment: true, audit: true } as const;

/** A re-authentication's passkey challenge is named by its session: one at a time, asked for by the options. */
const reauthChallengeName = (sessionId: string) => `reauth\n${sessionId}`;

/**
 * Proving again who holds a session (the password, and the account's second factor when it has one) before
 * the actions that give lasting credentials; and changing one's own password, which is such a proof too.
 */
const proofRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const deps = loginDependencies(fastify);
  const { db } = fastify;

  /** The password of the signed-in user checked like a sign-in's (throttled); the attempt, or null when wrong. */
  async function checkOwnPassword(userId: number, userName: string, password: string, ip: string) {
    const attempt = await reserveAttempt(deps, { account: userNameKey(userName), ip });
    const matches = await checkAttempt(deps, attempt, async () => verifyPassword((await findUserByUserId(db, userId))?.password_hash, password));
    return matches ? attempt : null;
  }

  fastify.post(
    accountPaths.myReauthOptions,
    { config: { access: 'authenticated', duringEnrolment: true }, schema: { response: { 200: reauthOptionsResponseSchema, ...errors } } },
    async (request) => {
      const user = request.user!;
      const { methods, passkeys } = await secondFactorsOf(db, user.User_Id);
      const asked: ReauthMethod[] = ['password', ...(methods.includes('totp') ? (['totp'] as const) : []), ...(passkeys.length > 0 ? (['passkey'] as const) : [])];
      if (passkeys.length === 0) return { success: true as const, methods: asked };
      const passkeyOptions = await signInOptions(deps.rp, passkeys);
      await openChallenge(
        db,
        { purpose: 'reauth', userId: user.User_Id, webAuthnChallenge: passkeyOptions.challenge },
        fastify.clock(),
        reauthChallengeName(request.sessionId!),
      );
      return { success: true as const, methods: asked, passkeyOptions };
    },
  );

  fastify.post(
    accountPaths.myReauth,
    { config: ownAccount, schema: { body: reauthRequestSchema, response: { 200: reauthResponseSchema, ...errors } } },
    async (request, reply) => {
      const user = request.user!;
      const { code, passkey, Password } = request.body;
      const { methods } = await secondFactorsOf(db, user.User_Id);
      if (methods.length > 0 && code === undefined && passkey === undefined) {
        return reply.code(400).send(errorBody(request, 'reauthFactorNeeded'));
      }
      const attempt = await checkOwnPassword(user.User_Id, user.UserName, Password, request.ip);
      if (!attempt) return reply.code(401).send(errorBody(request, 'wrongPassword'));

      let secondFactor = false;
      if (methods.length > 0) {
        const row = (await findUserByUserId(db, user.User_Id))!;
        const now = fastify.clock();
        let answer: Parameters<typeof checkSecondStep>[2];
        if (code !== undefined) answer = { code };
        else {
          const challenge = await findOpenChallenge(db, reauthChallengeName(request.sessionId!), 'reauth', now);
          const usable = challenge?.webauthn_challenge != null && (await closeChallenge(db, challenge.id, now));
          answer = { passkey: passkey!, webAuthnChallenge: usable ? challenge.webauthn_challenge : null };
        }
        const proof = await checkSecondStep(deps, row, answer, clientOf(request)).catch(async (error: unknown) => {
          await attempt.refund('not-checked');
          throw error;
        });
        if (proof === null) {
          return reply.code(401).send(errorBody(request, code !== undefined ? 'invalidCode' : 'passkeyRefused'));
        }
        secondFactor = true;
      }
      await attempt.refund('signed-in');
      const now = fastify.clock();
      // A second factor passed here makes the session a full one, as if it had passed it at sign-in.
      await updateSessionProved(db, request.sessionId!, now.toISOString(), secondFactor);
      return { success: true as const, reauthUntil: new Date(now.getTime() + fastify.config.session.reauthMinutes * 60_000).toISOString() };
    },
  );

  fastify.put(
    accountPaths.myPassword,
    { config: ownAccount, schema: { body: passwordChangeRequestSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      const user = request.user!;
      const attempt = await checkOwnPassword(user.User_Id, user.UserName, request.body.currentPassword, request.ip);
      if (!attempt) return reply.code(401).send(errorBody(request, 'wrongPassword'));
      await attempt.refund('signed-in');
      const passwordHash = await hashPassword(request.body.newPassword);
      const now = fastify.clock();
      await db.transaction().execute(async (trx) => {
        await updateUserPassword(trx, user.User_Id, passwordHash, now.toISOString());
        // Whoever else holds a session or a token of the account loses it; this session stays, freshly proved.
        await evictAccount(trx, user.User_Id, request.sessionId);
        await updateSessionProved(trx, request.sessionId!, now.toISOString(), false);
      });
      return { success: true as const, message: messageFor(request, 'passwordChanged') };
    },
  );
};

export default proofRoutes;
