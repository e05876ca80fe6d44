import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// AES-256-GCM: a leaked database (or backup) holds no usable authenticator secret without the key,
// and a tampered one fails to open instead of yielding another secret.
const VERSION = 'v1';

export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

export function openSecret(key: Buffer, stored: string): string {
  const [version, iv, sealed, tag] = stored.split('.');
  if (version !== VERSION || !iv || !sealed || !tag) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
