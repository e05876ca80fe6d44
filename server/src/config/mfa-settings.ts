import path from 'node:path';
import { z } from 'zod';
import { mfaRequirements, type MfaRequirement } from '@ghadi/contracts';

/** Where the server keeps the MFA key it generated, unless told otherwise: relative to where the site runs. */
export const DEFAULT_MFA_KEY_FILE = path.join('data', 'mfa.key');

/** Second factors: the key authenticator-app secrets are encrypted with, and who must have a factor. */
export interface MfaSettings {
  /** 32 bytes from MFA_ENCRYPTION_KEY; null: the key in `keyFile`, generated there on the first start. */
  encryptionKey: Buffer | null;
  keyFile: string;
  /** MFA_NEW_ENCRYPTION_KEY: the key `mfa:rotate-key` moves to, read by that command only. */
  newEncryptionKey: Buffer | null;
  required: MfaRequirement;
}

export const mfaEncryptionKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 random bytes in base64, as `openssl rand -base64 32` prints them')
  .transform((value) => Buffer.from(value, 'base64'));

export const mfaRequiredSchema = z.enum(mfaRequirements).default('off');

/** The variables of second factors, part of the environment's schema (env.ts). */
export const mfaEnvShape = {
  MFA_ENCRYPTION_KEY: mfaEncryptionKeySchema.optional(),
  MFA_KEY_FILE: z.string().min(1).default(DEFAULT_MFA_KEY_FILE),
  MFA_NEW_ENCRYPTION_KEY: mfaEncryptionKeySchema.optional(),
  MFA_REQUIRED: mfaRequiredSchema,
};

export function mfaSettingsFrom(e: z.infer<z.ZodObject<typeof mfaEnvShape>>): MfaSettings {
  return {
    encryptionKey: e.MFA_ENCRYPTION_KEY ?? null,
    keyFile: e.MFA_KEY_FILE,
    newEncryptionKey: e.MFA_NEW_ENCRYPTION_KEY ?? null,
    required: e.MFA_REQUIRED,
  };
}
