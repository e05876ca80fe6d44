import './zod-jitless';
import { z } from './zod';
import { passkeyNameSchema, oneTimeCodeSchema } from './account-security';

// The bodies and addresses the server checks for second factors, sessions and tokens. Only the server
// parses them (the front ends send them, typed by these), so they are in zod classic, out of the shell.

const challengeSchema = z.string().min(1, 'challenge is required').max(100);
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
export const totpDisableRequestSchema = z.strictObject({ Password: z.string().min(1, 'Password is required').max(128), code: oneTimeCodeSchema });

/** A passkey's id in its address: the credential id, base64url. */
export const passkeyParamsSchema = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,1400}$/, 'id must be a passkey id') });

/** A session's id in its address: a digest of its token, never the token. */
export const sessionParamsSchema = z.strictObject({ id: z.string().regex(/^[0-9a-f]{32}$/, 'id must be a session id') });

/** An agent's token in its address: the agent's id and the token's. */
export const apiTokenParamsSchema = z.strictObject({
  id: z.uuid('id must be a valid id'),
  tokenId: z.uuid('tokenId must be a valid id'),
});

