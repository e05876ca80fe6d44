import { createHash, randomBytes } from 'node:crypto';

// 32 random bytes in base64url are always 43 characters from this alphabet.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked sessions table cannot be replayed as bearer tokens. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token from an `Authorization: Bearer <token>` header value, or null when it is malformed. */
export function readBearerToken(header: string): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : null;
}
