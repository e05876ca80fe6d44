import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@ghadi/contracts';

// 32 random bytes in base64url are always 43 characters from this alphabet.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** An agent's API token: the prefix, then as much randomness as a session token. */
export function generateApiToken(): string {
  return `${API_TOKEN_PREFIX}${generateSessionToken()}`;
}

/** Only this digest is stored, so a leaked sessions or tokens table cannot be replayed as bearer tokens. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type BearerCredential = { kind: 'session' | 'api-token'; token: string };

/** The credential of an `Authorization: Bearer <token>` header value, or null when it is malformed. */
export function readBearerToken(header: string): BearerCredential | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  if (token === undefined) return null;
  if (token.startsWith(API_TOKEN_PREFIX)) return TOKEN_PATTERN.test(token.slice(API_TOKEN_PREFIX.length)) ? { kind: 'api-token', token } : null;
  return TOKEN_PATTERN.test(token) ? { kind: 'session', token } : null;
}
