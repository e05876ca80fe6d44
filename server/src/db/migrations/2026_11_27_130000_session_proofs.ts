import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // How each session was opened and what it proved, judged on every request rather than stamped at sign-in:
  // `second_factor` says the session itself passed or enrolled a second factor (MFA_REQUIRED counts only
  // that), `proved_at` when its holder last proved who they are (sign-in, re-authentication, own password
  // change), and `failed_sign_ins` what its owner is told once: the failures since the sign-in before.
  await db.schema.alterTable('sessions').addColumn('signed_in_with', 'text', (col) => col.notNull().defaultTo('password')).execute();
  await db.schema.alterTable('sessions').addColumn('second_factor', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('sessions').addColumn('proved_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('failed_sign_ins', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  // Sessions already open proved who they were when they started; none is taken to have passed a second
  // factor, as `enrol_only` was lifted from every session of an account by another one's enrolment.
  await sql`update sessions set proved_at = created_at`.execute(db);
  await db.schema.alterTable('sessions').dropColumn('enrol_only').execute();

  // A second step's wrong answers: the challenge closes after a few, whatever the limits per account say.
  await db.schema.alterTable('auth_challenges').addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  // Each sign-in counts the account's failures since its previous one from here.
  await db.schema.createIndex('audit_log_user_action_index').on('audit_log').columns(['user_id', 'action', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_user_action_index').execute();
  await db.schema.alterTable('auth_challenges').dropColumn('failures').execute();
  await db.schema.alterTable('sessions').addColumn('enrol_only', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  for (const column of ['failed_sign_ins', 'proved_at', 'second_factor', 'signed_in_with']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
}
