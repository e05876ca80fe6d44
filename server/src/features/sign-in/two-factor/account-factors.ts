import type { Kysely } from 'kysely';
import type { MfaRequirement, SecondFactorMethod, UserType } from '@ghadi/contracts';
import type { Database } from '../../../db/database';
import type { PasskeyRow } from '../../../db/tables/account-security';
import { findTotpFactor } from './factor-queries';
import { findPasskeys } from './passkey-queries';

/** The second steps an account can answer (its app, and then its recovery codes; its passkeys), with the passkeys. */
export async function secondFactorsOf(db: Kysely<Database>, userId: number): Promise<{ methods: SecondFactorMethod[]; passkeys: PasskeyRow[] }> {
  const [totp, passkeys] = await Promise.all([findTotpFactor(db, userId), findPasskeys(db, userId)]);
  const methods: SecondFactorMethod[] = [];
  if (totp?.confirmed_at) methods.push('totp', 'recovery-code');
  if (passkeys.length > 0) methods.push('passkey');
  return { methods, passkeys };
}

/** Whether MFA_REQUIRED asks an account of this type for a second factor. */
export const secondFactorRequiredFor = (required: MfaRequirement, userType: UserType): boolean =>
  required === 'all' || (required === 'admin' && userType === 'admin');
