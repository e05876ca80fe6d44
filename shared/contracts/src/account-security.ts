import './zod-jitless';
import { z } from './zod-mini';
import { loginRequestSchema, loginResponseSchema } from './auth';

// In zod/mini like ./auth: the login screens read the second step's shapes.

/** The ways a second step can be answered. */
export const secondFactorMethods = ['totp', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** What MFA_REQUIRED asks for: nobody, admins, or every account, to have a second factor. */
export const mfaRequirements = ['off', 'admin', 'all'] as const;
export type MfaRequirement = (typeof mfaRequirements)[number];

/** A one-time code as typed: six digits (an app's) or a recovery code (`xxxxx-xxxxx`), spaces allowed. */
export const oneTimeCodeSchema = z.string().check(
  z.overwrite((value) => value.replace(/\s+/g, '').toLowerCase()),
  z.regex(/^(\d{6}|[a-z2-7]{5}-?[a-z2-7]{5})$/, 'code: enter the 6 digits of your app or a recovery code'),
);

/** POST /api/users/login's answer for an account with a second factor: no token yet. */
export const secondFactorChallengeSchema = z.object({
  success: z.literal(false),
  mfaRequired: z.literal(true),
  /** Names this sign-in for 5 minutes; answered once. */
  challenge: z.string(),
  methods: z.array(z.enum(secondFactorMethods)),
  /** With `passkey` among the methods: the options `navigator.credentials.get` takes (WebAuthn JSON). */
  passkeyOptions: z.optional(z.unknown()),
  message: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** POST /api/users/login's answer when the password is right: signed in, or asked for the second step. */
export const loginAnswerSchema = z.union([loginResponseSchema, secondFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

const challengeSchema = z.string().check(z.minLength(1, 'challenge is required'), z.maxLength(100));
/** A WebAuthn response as @simplewebauthn/browser gives it; the server's library checks its contents. */
const webAuthnResponseSchema = z.looseObject({ id: z.string().check(z.maxLength(1500)), type: z.literal('public-key') });
export type WebAuthnResponse = z.infer<typeof webAuthnResponseSchema>;

export const secondFactorRequestSchema = z.union([
  z.strictObject({ challenge: challengeSchema, code: oneTimeCodeSchema }),
  z.strictObject({ challenge: challengeSchema, passkey: webAuthnResponseSchema }),
]);
export type SecondFactorRequest = z.infer<typeof secondFactorRequestSchema>;

export const passkeySignInRequestSchema = z.strictObject({ challenge: challengeSchema, passkey: webAuthnResponseSchema });
export type PasskeySignInRequest = z.infer<typeof passkeySignInRequestSchema>;

/** Options for the browser's WebAuthn call, named by a challenge the next request sends back. */
export const webAuthnOptionsResponseSchema = z.object({ success: z.literal(true), challenge: z.string(), options: z.unknown() });
export type WebAuthnOptionsResponse = z.infer<typeof webAuthnOptionsResponseSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'name: give the passkey a name'),
  z.maxLength(60, 'name: at most 60 characters'),
);

export const passkeyRegistrationRequestSchema = z.strictObject({
  challenge: challengeSchema,
  name: passkeyNameSchema,
  passkey: webAuthnResponseSchema,
});

export const accountSecuritySchema = z.object({
  /** Whether this site can keep authenticator-app secrets (MFA_ENCRYPTION_KEY is set). */
  totpAvailable: z.boolean(),
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.int(),
  passkeys: z.array(passkeySchema),
  /** MFA_REQUIRED asks this account for a second factor. */
  secondFactorRequired: z.boolean(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;
export const accountSecurityResponseSchema = z.object({ success: z.literal(true), data: accountSecuritySchema });

export const totpEnrolmentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Base32, for typing into the app. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The same URI as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentResponseSchema>;

export const totpCodeRequestSchema = z.strictObject({ code: oneTimeCodeSchema });

export const recoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Shown this once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});

export const totpDisableRequestSchema = z.strictObject({ Password: loginRequestSchema.shape.Password, code: oneTimeCodeSchema });

export const signedInSessionSchema = z.object({
  id: z.string(),
  /** The browser or tool as it named itself (its User-Agent), or null. */
  device: z.nullable(z.string()),
  address: z.nullable(z.string()),
  startedAt: z.string(),
  lastUsedAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;
export const signedInSessionsResponseSchema = z.object({ success: z.literal(true), data: z.array(signedInSessionSchema) });

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokensResponseSchema = z.object({ success: z.literal(true), data: z.array(apiTokenSchema) });

export const apiTokenRequestSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'name: give the token a name'), z.maxLength(60, 'name: at most 60 characters')),
  expiresInDays: z.int().check(z.minimum(1, 'expiresInDays: at least 1 day'), z.maximum(365, 'expiresInDays: at most 365 days')),
});
export type ApiTokenRequest = z.infer<typeof apiTokenRequestSchema>;

export const apiTokenCreatedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Shown this once: only its hash is kept. Sent as `Authorization: Bearer <token>`. */
  token: z.string(),
  data: apiTokenSchema,
});
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

/** API tokens start so, which tells them from session tokens at a glance (and to secret scanners). */
export const API_TOKEN_PREFIX = 'ghd_';

/** A passkey's id in its address: the credential id, base64url. */
export const passkeyParamsSchema = z.strictObject({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,1400}$/, 'id must be a passkey id')),
});

/** A session's id in its address: a digest of its token, never the token. */
export const sessionParamsSchema = z.strictObject({
  id: z.string().check(z.regex(/^[0-9a-f]{32}$/, 'id must be a session id')),
});

/** An agent's token in its address: the agent's id and the token's. */
export const apiTokenParamsSchema = z.strictObject({
  id: z.uuid('id must be a valid id'),
  tokenId: z.uuid('tokenId must be a valid id'),
});
