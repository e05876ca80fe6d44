import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SignInProof } from '../../db/tables/sessions';
import type { LoginRefusal } from './login';

/** The audit log's actions of sign-ins: one that opened a session (its target how), one refused (its target why). */
export const SIGN_IN_ACTION = 'sign-in';
export const SIGN_IN_REFUSED_ACTION = 'sign-in refused';

/** The refusals the owner is told about: someone had the name right and tried a password or a code. */
const GUESSES: readonly SignInRefusal[] = ['wrong-password', 'wrong-code'];

/** Why a sign-in was refused, as the audit log names it: the reasons that looked at the account. */
export type SignInRefusal = Exclude<LoginRefusal, 'throttled' | 'busy'>;

export interface SignInRecord {
  /** 0 when no account has the name typed. */
  userId: number;
  userName: string;
  ip: string;
  at: Date;
}

async function insertEntry(db: Kysely<Database>, record: SignInRecord, action: string, target: string, status: number): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ id: randomUUID(), at: record.at.toISOString(), user_id: record.userId, user_name: record.userName, action, target, status, ip: record.ip })
    .execute();
}

/** A refused sign-in, with why and from where. Throttled and busy ones are not: they checked nothing of the account. */
export async function recordSignInRefused(db: Kysely<Database>, record: SignInRecord, reason: SignInRefusal, status: number): Promise<void> {
  await insertEntry(db, record, SIGN_IN_REFUSED_ACTION, reason, status);
}

/**
 * A sign-in that opens a session: recorded, and answered with the wrong passwords and codes on the account
 * since its sign-in before this one (all of them, for a first sign-in), which the new session keeps.
 */
export async function recordSignIn(db: Kysely<Database>, record: SignInRecord, proof: SignInProof): Promise<number> {
  const previous = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('user_id', '=', record.userId)
    .where('action', '=', SIGN_IN_ACTION)
    .executeTakeFirst();
  const failures = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', record.userId)
    .where('action', '=', SIGN_IN_REFUSED_ACTION)
    .where('target', 'in', GUESSES)
    .$if(previous?.at != null, (query) => query.where('at', '>', previous!.at!))
    .executeTakeFirstOrThrow();
  await insertEntry(db, record, SIGN_IN_ACTION, proof, 200);
  return Number(failures.count);
}
