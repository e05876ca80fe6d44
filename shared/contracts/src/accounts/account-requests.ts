import '../api/zod-jitless';
import { formRule } from '../api/form-rules';
import { z } from '../api/zod';
import { passkeyNameSchema, oneTimeCodeSchema } from './account-security';
import { passwordsDiffer } from './password-rule';
import { passwordSchema, userNameSchema } from './user-input';

// The bodies and addresses the server checks for second factors, sessions and tokens. Only the server
// parses them (the front ends send them, typed by these), so they are in zod classic, out of the shell.

const challengeSchema = z.string().min(1, formRule('required', 'challenge')).max(100);
/** A WebAuthn response as @simplewebauthn/browser gives it; the server's library checks its contents. */
const webAuthnResponseSchema = z.looseObject({ id: z.string().max(1500), type: z.literal('public-key') });

export const secondFactorRequestSchema = z.union([
  z.strictObject({ challenge: challengeSchema, code: oneTimeCodeSchema }),
  z.strictObject({ challenge: challengeSchema, passkey: webAuthnResponseSchema }),
]);
export type SecondFactorRequest = z.infer<typeof secondFactorRequestSchema>;

export const passkeySignInRequestSchema = z.strictObject({ challenge: challengeSchema, passkey: webAuthnResponseSchema });
export type PasskeySignInRequest = z.infer<typeof passkeySignInRequestSchema>;

export const passkeyRegistrationRequestSchema = z.strictObject({
  challenge: challengeSchema,
  name: passkeyNameSchema,
  passkey: webAuthnResponseSchema,
});

export const totpCodeRequestSchema = z.strictObject({ code: oneTimeCodeSchema });

// Any password the account may have had: the current one is what is checked, not today's rules.
const currentPasswordSchema = z.string().min(1, formRule('required', 'password')).max(128, formRule('maxChars', 'password', 128));

export const totpDisableRequestSchema = z.strictObject({ Password: currentPasswordSchema, code: oneTimeCodeSchema });

/**
 * POST /api/users/me/reauth: the password, and with a factor on the account a code (app or recovery) or a
 * passkey's answer to the options' challenge.
 */
export const reauthRequestSchema = z.strictObject({
  Password: currentPasswordSchema,
  code: z.optional(oneTimeCodeSchema),
  passkey: webAuthnResponseSchema.optional(),
});
export type ReauthRequest = z.infer<typeof reauthRequestSchema>;

/** PUT /api/users/me/password: the current password, and the new one twice under the site's password rule. */
export const passwordChangeRequestSchema = z
  .strictObject({ currentPassword: currentPasswordSchema, newPassword: passwordSchema, confirmPassword: z.string().max(128) })
  .refine((body) => body.newPassword === body.confirmPassword, { path: ['confirmPassword'], message: passwordsDiffer });
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** POST /api/admins: another admin, with a first password the new admin changes (PUT /api/users/me/password). */
export const adminCreateRequestSchema = z.strictObject({ UserName: userNameSchema, Password: passwordSchema });
export type AdminCreateRequest = z.infer<typeof adminCreateRequestSchema>;

/** PUT /api/admins/{id}: a new password, or (de)activation; either ends the admin's sessions and tokens. */
export const adminUpdateRequestSchema = z.strictObject({
  Password: passwordSchema.optional(),
  isActive: z.boolean({ error: formRule('trueOrFalse', 'isActive') }).optional(),
});
export type AdminUpdateRequest = z.infer<typeof adminUpdateRequestSchema>;

/** A passkey's id in its address: the credential id, base64url. */
export const passkeyParamsSchema = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,1400}$/, formRule('passkeyId', 'id')) });

/** A session's id in its address: a digest of its token, never the token. */
export const sessionParamsSchema = z.strictObject({ id: z.string().regex(/^[0-9a-f]{32}$/, formRule('sessionId', 'id')) });

/** An agent's token in its address: the agent's id and the token's. */
export const apiTokenParamsSchema = z.strictObject({
  id: z.uuid(formRule('validId', 'id')),
  tokenId: z.uuid(formRule('validId', 'tokenId')),
});

