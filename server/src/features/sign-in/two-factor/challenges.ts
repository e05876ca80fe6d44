import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { AuthChallengePurpose, AuthChallengeRow } from '../../../db/tables/account-security';

/** A sign-in's second step, or a passkey's ceremony, waits this long for the user. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Wrong answers a second step takes before it closes: a typo or two, then the password again. */
export const MAX_CHALLENGE_FAILURES = 3;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Opens a challenge and returns the token naming it, which only the client holds; or, given `token` (a
 * re-authentication's, named by its session), replaces the one of that name.
 */
export async function openChallenge(
  db: Kysely<Database>,
  input: { purpose: AuthChallengePurpose; userId: number | null; webAuthnChallenge: string | null },
  now: Date,
  token = randomBytes(32).toString('base64url'),
): Promise<string> {
  await db
    .deleteFrom('auth_challenges')
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('id', '=', digest(token))]))
    .execute();
  await db
    .insertInto('auth_challenges')
    .values({
      id: digest(token),
      purpose: input.purpose,
      user_id: input.userId,
      webauthn_challenge: input.webAuthnChallenge,
      expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The challenge a token names, if it is of this purpose, not used and not expired. */
export async function findOpenChallenge(
  db: Kysely<Database>,
  token: string,
  purpose: AuthChallengePurpose,
  now: Date,
): Promise<AuthChallengeRow | undefined> {
  return db
    .selectFrom('auth_challenges')
    .selectAll()
    .where('id', '=', digest(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Uses the challenge up: true only for the first caller, so a challenge answers once however many race. */
export async function closeChallenge(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('auth_challenges')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Counts a wrong answer before it is checked, so answers sent together cannot outnumber the limit: false when
 * the challenge had taken its MAX_CHALLENGE_FAILURES already (or was used). One that reaches the limit closes.
 */
export async function reserveChallengeTry(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('auth_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('failures', '<', MAX_CHALLENGE_FAILURES)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether the challenge has no try left after a wrong answer: it can only be started again. */
export async function challengeSpent(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('auth_challenges').select('failures').where('id', '=', id).executeTakeFirst();
  return row === undefined || Number(row.failures) >= MAX_CHALLENGE_FAILURES;
}
