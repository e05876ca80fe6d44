import { z } from 'zod';
import { mfaRequirements, type MfaRequirement } from '@ghadi/contracts';

/** Second factors: the key authenticator-app secrets are encrypted with, and who must have a factor. */
export interface MfaSettings {
  /** 32 bytes; null: no authenticator apps on this site (passkeys still work). */
  encryptionKey: Buffer | null;
  required: MfaRequirement;
}

export const mfaEncryptionKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 random bytes in base64, as `openssl rand -base64 32` prints them')
  .transform((value) => Buffer.from(value, 'base64'));

export const mfaRequiredSchema = z.enum(mfaRequirements).default('off');
