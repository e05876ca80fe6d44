import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import {
  accountPaths,
  accountSecurityResponseSchema,
  apiErrorBodySchema,
  messageResponseSchema,
  passkeyParamsSchema,
  recoveryCodesResponseSchema,
  totpCodeRequestSchema,
  totpDisableRequestSchema,
  totpEnrolmentResponseSchema,
  userNameKey,
} from '@ghadi/contracts';
import { recentProofRefusals } from '../access-guard';
import { checkAttempt, reserveAttempt } from '../login';
import { verifyPassword } from '../passwords';
import { loginDependencies } from '../sign-in-routes';
import { findUserByUserId } from '../user-queries';
import { secondFactorRequiredFor } from './account-factors';
import { confirmTotp, deleteTotp, findRecoveryCodesLeft, findTotpFactor, upsertPendingTotp } from './factor-queries';
import { deletePasskey, findPasskeys } from './passkey-queries';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { sealSecret } from './secret-box';
import { newTotpSecret, totpUri } from './totp';
import { checkOneTimeCode, checkTotpCode } from './totp-factor';
import { toPasskey } from './passkey-answers';
import { errorBody, messageFor } from '../../../http/api-error';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema, 409: apiErrorBodySchema, 429: apiErrorBodySchema, 503: apiErrorBodySchema };
// Open while a session is held to enrolment (MFA_REQUIRED), and recorded in the audit log when they change something.
const enrolment = { access: 'authenticated', duringEnrolment: true } as const;
const audited = { ...enrolment, audit: true } as const;
// What gives a lasting way in (or takes one away) needs a recent proof, not only a session.
const guarded = { ...audited, recentProof: true } as const;
const guardedErrors = { ...errors, ...recentProofRefusals };

/** The signed-in user's own second factors: the authenticator app with its recovery codes, and passkeys. */
const enrolmentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { mfa, siteName } = fastify.config;
  const { mfaKeys } = fastify;
  const deps = loginDependencies(fastify);

  fastify.get(accountPaths.mySecurity, { config: enrolment, schema: { response: { 200: accountSecurityResponseSchema, ...errors } } }, async (request) => {
    const user = request.user!;
    const [totp, recoveryCodesLeft, passkeys] = await Promise.all([
      findTotpFactor(fastify.db, user.User_Id),
      findRecoveryCodesLeft(fastify.db, user.User_Id),
      findPasskeys(fastify.db, user.User_Id),
    ]);
    return {
      success: true as const,
      data: {
        totpEnabled: totp?.confirmed_at != null,
        recoveryCodesLeft,
        passkeys: passkeys.map(toPasskey),
        secondFactorRequired: secondFactorRequiredFor(mfa.required, user.UserType),
        failedSignIns: request.currentSession!.failedSignIns,
      },
    };
  });

  fastify.post(accountPaths.myTotp, { config: { ...enrolment, recentProof: true }, schema: { response: { 200: totpEnrolmentResponseSchema, ...guardedErrors } } }, async (request, reply) => {
    const user = request.user!;
    if ((await findTotpFactor(fastify.db, user.User_Id))?.confirmed_at) {
      return reply.code(409).send(errorBody(request, 'totpAlreadyOn'));
    }
    const secret = newTotpSecret();
    await upsertPendingTotp(fastify.db, user.User_Id, sealSecret(mfaKeys.encryptionKey, secret), fastify.clock().toISOString());
    const otpauthUri = totpUri(siteName, user.UserName, secret);
    const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1 });
    return { success: true as const, message: messageFor(request, 'totpStarted'), secret, otpauthUri, qrSvg };
  });

  fastify.post(
    accountPaths.myTotpConfirm,
    { config: guarded, schema: { body: totpCodeRequestSchema, response: { 200: recoveryCodesResponseSchema, ...guardedErrors } } },
    async (request, reply) => {
      const user = request.user!;
      const factor = await findTotpFactor(fastify.db, user.User_Id);
      if (factor?.confirmed_at) return reply.code(409).send(errorBody(request, 'totpAlreadyOn'));
      if (!factor) return reply.code(409).send(errorBody(request, 'totpNotStarted'));
      const now = fastify.clock();
      if (!(await checkTotpCode(fastify.db, mfaKeys.encryptionKey, user.User_Id, request.body.code, now, { pending: true }))) {
        return reply.code(400).send(errorBody(request, 'invalidCode'));
      }
      const recoveryCodes = newRecoveryCodes();
      if (!(await confirmTotp(fastify.db, user.User_Id, recoveryCodes.map((code) => hashRecoveryCode(mfaKeys.recoveryCodeKey, code)), now.toISOString(), request.sessionId!))) {
        return reply.code(409).send(errorBody(request, 'totpAlreadyOn'));
      }
      return { success: true as const, message: messageFor(request, 'totpEnabled'), recoveryCodes };
    },
  );

  fastify.post(
    accountPaths.myTotpDisable,
    { config: audited, schema: { body: totpDisableRequestSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      const user = request.user!;
      const factor = await findTotpFactor(fastify.db, user.User_Id);
      if (!factor?.confirmed_at) return reply.code(409).send(errorBody(request, 'totpNotOn'));
      // A stolen session guessing the password and a code is held back like a sign-in.
      const attempt = await reserveAttempt(deps, { account: userNameKey(user.UserName), ip: request.ip });
      const passwordMatches = await checkAttempt(deps, attempt, async () =>
        verifyPassword((await findUserByUserId(fastify.db, user.User_Id))?.password_hash, request.body.Password),
      );
      if (!passwordMatches) return reply.code(400).send(errorBody(request, 'wrongPassword'));
      if (!(await checkOneTimeCode(fastify.db, mfaKeys, user.User_Id, request.body.code, fastify.clock()))) {
        return reply.code(400).send(errorBody(request, 'invalidCode'));
      }
      await attempt.refund('signed-in');
      await deleteTotp(fastify.db, user.User_Id);
      return { success: true as const, message: messageFor(request, 'totpDisabled') };
    },
  );

  fastify.delete(
    accountPaths.myPasskey.route,
    { config: guarded, schema: { params: passkeyParamsSchema, response: { 200: messageResponseSchema, 404: apiErrorBodySchema, ...guardedErrors } } },
    async (request, reply) => {
      if (!(await deletePasskey(fastify.db, request.user!.User_Id, request.params.id))) {
        return reply.code(404).send(errorBody(request, 'passkeyNotFound'));
      }
      return { success: true as const, message: messageFor(request, 'passkeyRemoved') };
    },
  );
};

export default enrolmentRoutes;
