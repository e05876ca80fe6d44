import { withParam } from '../api/public-api-paths';

/**
 * The paths of second factors, sessions and API tokens, in a module apart from `apiPaths` because only the
 * back offices call them: the public pages' first download, which holds ./api-paths whole, does not carry them.
 */
export const accountPaths = {
  /** POST `{challenge, code}` or `{challenge, passkey}`: the second step of a sign-in that asked for one. */
  secondFactor: '/api/users/login/second-factor',
  /** POST: a passkey sign-in's options (its challenge); POST `passkeySignIn` with the signature signs in. */
  passkeySignInOptions: '/api/users/login/passkey/options',
  passkeySignIn: '/api/users/login/passkey',
  /** GET: the signed-in user's factors: authenticator app, recovery codes left, passkeys. */
  mySecurity: '/api/users/me/security',
  /** POST: a new authenticator-app secret (not active yet); `/confirm` with a first code turns it on. */
  myTotp: '/api/users/me/totp',
  myTotpConfirm: '/api/users/me/totp/confirm',
  /** POST `{Password, code}`: turns the authenticator app off, with its recovery codes. */
  myTotpDisable: '/api/users/me/totp/disable',
  /** GET lists the user's passkeys, POST registers one (after POST `myPasskeyOptions`). */
  myPasskeys: '/api/users/me/passkeys',
  myPasskeyOptions: '/api/users/me/passkeys/options',
  myPasskey: withParam('/api/users/me/passkeys', 'id'),
  /** GET: the user's signed-in sessions; DELETE `mySession` ends one; POST `myOtherSessionsEnd` all but this one. */
  mySessions: '/api/users/me/sessions',
  mySession: withParam('/api/users/me/sessions', 'id'),
  myOtherSessionsEnd: '/api/users/me/sessions/end-others',
  /** POST: what a re-authentication asks of this account (password, code, passkey) and a passkey's options. */
  myReauthOptions: '/api/users/me/reauth/options',
  /** POST `{Password, code?}` or `{Password, passkey}`: a fresh proof, for REAUTH_MINUTES, before a lasting credential. */
  myReauth: '/api/users/me/reauth',
  /** PUT `{currentPassword, newPassword, confirmPassword}`: changes one's own password. */
  myPassword: '/api/users/me/password',
  /** GET lists and POST adds admins (admin only); PUT `admin` resets a password or (de)activates. */
  admins: '/api/admins',
  admin: withParam('/api/admins', 'id'),
  /** POST (admin): ends every session of an agent. */
  agentSessionsEnd: {
    route: '/api/users/:id/sessions/end',
    url: (id: string) => `/api/users/${encodeURIComponent(id)}/sessions/end`,
  },
  /** GET lists and POST creates an agent's API tokens (the agent, or the admin for them); DELETE one revokes it. */
  agentTokens: {
    route: '/api/users/:id/tokens',
    url: (id: string) => `/api/users/${encodeURIComponent(id)}/tokens`,
  },
  agentToken: {
    route: '/api/users/:id/tokens/:tokenId',
    url: (id: string, tokenId: string) => `/api/users/${encodeURIComponent(id)}/tokens/${encodeURIComponent(tokenId)}`,
  },
} as const;
