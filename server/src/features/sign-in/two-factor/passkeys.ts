import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { PasskeyRow } from '../../../db/tables/account-security';
import { findPasskey, updatePasskeyUsed } from './passkey-queries';

/** The relying party: passkeys belong to the site's host (PUBLIC_ORIGIN) and are accepted only from its origin. */
export interface RelyingParty {
  name: string;
  origin: string;
}

/** The site as the relying party: its name, and the origin visitors use (PUBLIC_ORIGIN). */
export const relyingPartyOf = (config: { siteName: string; publicOrigin: string }): RelyingParty => ({ name: config.siteName, origin: config.publicOrigin });

const rpIdOf = (rp: RelyingParty) => new URL(rp.origin).hostname;

const descriptorOf = (row: PasskeyRow) => ({ id: row.id, transports: JSON.parse(row.transports) as string[] });

export async function registrationOptions(
  rp: RelyingParty,
  user: { id: string; userName: string; displayName: string },
  existing: PasskeyRow[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rpIdOf(rp),
    userName: user.userName,
    userDisplayName: user.displayName,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map(descriptorOf),
    // Discoverable, so it can sign in without the user name and password.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new passkey's row, or null when the browser's answer does not hold up. */
export async function verifyRegistration(
  rp: RelyingParty,
  expectedChallenge: string,
  response: unknown,
): Promise<Pick<PasskeyRow, 'id' | 'public_key' | 'counter' | 'transports'> | null> {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rpIdOf(rp),
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
    };
  } catch {
    // A malformed answer is a refusal like a wrong signature.
    return null;
  }
}

/** Options for signing in with a passkey: the account's own ones, or (no account yet) any of the site's. */
export async function signInOptions(rp: RelyingParty, passkeys: PasskeyRow[] | null): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rpIdOf(rp),
    allowCredentials: passkeys?.map(descriptorOf),
    userVerification: passkeys ? 'preferred' : 'required',
  });
}

/**
 * The user a passkey's signature signs in, when it verifies against the stored key (and, instead of a
 * password, with the user verified on the device); its counter and last use are updated. Null otherwise.
 */
export async function verifySignIn(
  db: Kysely<Database>,
  rp: RelyingParty,
  expectedChallenge: string,
  response: { id: string },
  options: { userId: number | null; now: Date },
): Promise<number | null> {
  const row = await findPasskey(db, response.id);
  if (!row || (options.userId !== null && row.user_id !== options.userId)) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rpIdOf(rp),
      credential: { ...descriptorOf(row), publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')), counter: Number(row.counter) },
      requireUserVerification: options.userId === null,
    });
    if (!result.verified) return null;
    await updatePasskeyUsed(db, row.id, result.authenticationInfo.newCounter, options.now.toISOString());
    return row.user_id;
  } catch {
    return null;
  }
}
