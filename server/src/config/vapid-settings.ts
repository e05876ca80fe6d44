import { isIP } from 'node:net';
import { z } from 'zod';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

// Domains that are nobody's real address: push services refuse a subject naming them (Apple answers
// BadJwtToken), so a site configured with one would subscribe browsers and then never deliver.
const PLACEHOLDER_DOMAIN = /(^|\.)(localhost|example\.(com|org|net)|example|test|invalid|local)$/;

const isPlaceholderHost = (host: string): boolean => {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (PLACEHOLDER_DOMAIN.test(bare)) return true;
  // A bare IP address is no contact either (loopback, private or public alike).
  return isIP(bare) !== 0;
};

/** Whether a VAPID subject (`mailto:` or `https:`) names a placeholder rather than a way to reach the sender. */
export function isPlaceholderSubject(subject: string): boolean {
  const url = new URL(subject);
  if (url.protocol === 'https:') return isPlaceholderHost(url.hostname);
  const domain = decodeURIComponent(url.pathname).split('@')[1] ?? '';
  return domain === '' || isPlaceholderHost(domain);
}

const SUBJECT_MESSAGE = 'must be a mailto: address or an https: URL where push services can reach the site operator';

/** VAPID_SUBJECT: refused at start-up when it is a placeholder, since push services reject those. */
export const vapidSubjectSchema = z
  .string()
  .refine((value) => URL.canParse(value) && ['mailto:', 'https:'].includes(new URL(value).protocol), SUBJECT_MESSAGE)
  .refine(
    (value) => !URL.canParse(value) || !isPlaceholderSubject(value),
    'is a placeholder (localhost, example.com, an IP address...): push services reject it; use a real mailto: address or https: URL',
  );

export const vapidPublicKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters), as web-push generate-vapid-keys prints');

export const vapidPrivateKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters), as web-push generate-vapid-keys prints');

/**
 * The subject push runs with: the setting, else the public origin when it is a real https one; null
 * turns push off.
 */
export function vapidSubjectFrom(subject: string | undefined, publicOrigin: string | undefined): string | null {
  if (subject !== undefined) return subject;
  if (publicOrigin?.startsWith('https:') && !isPlaceholderSubject(publicOrigin)) return publicOrigin;
  return null;
}
