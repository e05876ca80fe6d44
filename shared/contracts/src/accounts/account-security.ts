import '../api/zod-jitless';
import { formRule } from '../api/form-rules';
import { z } from '../api/zod-mini';
import { loginResponseSchema } from './auth';

// In zod/mini like ./auth, and only what the back offices read and check: the shell's share of zod carries
// what any of its modules uses, so the server's own request shapes are in ./account-requests.

/** The ways a second step can be answered. */
export const secondFactorMethods = ['totp', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** What MFA_REQUIRED asks for: nobody, admins, or every account, to have a second factor. */
export const mfaRequirements = ['off', 'admin', 'all'] as const;
export type MfaRequirement = (typeof mfaRequirements)[number];

/**
 * A one-time code as typed: six digits of an app (a space in the middle allowed, as apps show them) or a
 * recovery code (`xxxxx-xxxxx`, any case); whoever checks it drops spaces and dashes first (oneTimeCodeOf).
 */
export const oneTimeCodeSchema = z
  .string()
  .check(z.regex(/^\s*(\d{3}\s?\d{3}|[a-z2-7]{5}-?[a-z2-7]{5})\s*$/i, formRule('oneTimeCode')));

/** A code as checked: without spaces, in lower case (recovery codes are compared without their dash). */
export const oneTimeCodeOf = (typed: string): string => typed.replace(/\s+/g, '').toLowerCase();

/** POST /api/users/login's answer for an account with a second factor: no token yet. */
export const secondFactorChallengeSchema = z.object({
  success: z.literal(false),
  code: z.literal('secondFactorNeeded'),
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

/** A WebAuthn response as @simplewebauthn/browser gives it; the server's library checks its contents. */
export interface WebAuthnResponse {
  id: string;
  type: 'public-key';
  [field: string]: unknown;
}

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
  z.minLength(1, formRule('passkeyName')),
  z.maxLength(60, formRule('atMostChars', undefined, 60)),
);

export const accountSecuritySchema = z.object({
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.int(),
  passkeys: z.array(passkeySchema),
  /** MFA_REQUIRED asks this account for a second factor. */
  secondFactorRequired: z.boolean(),
  /**
   * Wrong passwords and wrong second-step codes on this account between the sign-in before the one that
   * opened this session and that one: what the owner is told once after signing in (0 when none).
   */
  failedSignIns: z.int(),
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

export const recoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Shown this once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});

export const signedInSessionSchema = z.object({
  id: z.string(),
  /**
   * The browser, system and device read from the session's User-Agent ("Chrome 131 on Android"), or null
   * when it names neither browser nor system: screens show "Unknown device" in their language.
   */
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

/** How long a token may live: a week, a month, a quarter or a year, as the panel offers. */
export const apiTokenLifetimes = [7, 30, 90, 365] as const;

export const apiTokenRequestSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, formRule('tokenName')), z.maxLength(60, formRule('atMostChars', undefined, 60))),
  expiresInDays: z.literal(apiTokenLifetimes, formRule('tokenLifetime')),
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

/** What a re-authentication asks for: the password always, then a code (app or recovery) or a passkey. */
export const reauthMethods = ['password', 'totp', 'passkey'] as const;
export type ReauthMethod = (typeof reauthMethods)[number];

/** POST /api/users/me/reauth/options: what to ask for; with a passkey, the options `navigator.credentials.get` takes. */
export const reauthOptionsResponseSchema = z.object({
  success: z.literal(true),
  methods: z.array(z.enum(reauthMethods)),
  /** Its challenge is kept for this session on the server: the next POST /api/users/me/reauth answers it. */
  passkeyOptions: z.optional(z.unknown()),
});
export type ReauthOptions = z.infer<typeof reauthOptionsResponseSchema>;

/** POST /api/users/me/reauth's answer: the guarded actions are open to this session until `reauthUntil`. */
export const reauthResponseSchema = z.object({ success: z.literal(true), reauthUntil: z.string() });
export type ReauthResponse = z.infer<typeof reauthResponseSchema>;

/**
 * A guarded action's 403 when the session's last proof is older than REAUTH_MINUTES: the screen asks for
 * the password (and code or passkey) in place, POSTs /api/users/me/reauth, then repeats the action.
 */
export const reauthRequiredSchema = z.object({ success: z.literal(false), code: z.literal('reauthRequired'), reauthRequired: z.literal(true), message: z.string() });
export type ReauthRequired = z.infer<typeof reauthRequiredSchema>;
