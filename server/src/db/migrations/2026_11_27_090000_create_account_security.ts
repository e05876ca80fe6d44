import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Where a session was opened from, for its owner's list; and whether it may only enrol a second factor
  // (MFA_REQUIRED, an account without one).
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('enrol_only', 'integer', (col) => col.notNull().defaultTo(0)).execute();

  // One authenticator app per account: its secret encrypted, pending until a first code confirms it.
  await db.schema
    .createTable('totp_factors')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.user_id'))
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'text')
    // The time step of the last accepted code: a code of that step or before is refused (no replay).
    .addColumn('last_step', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.user_id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('recovery_codes_user_id_index').on('recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.user_id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull())
    .addColumn('transports', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user_id_index').on('passkeys').column('user_id').execute();

  // A step of a sign-in or registration that waits for the user: a second factor, a passkey's signature.
  await db.schema
    .createTable('auth_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.user_id'))
    .addColumn('webauthn_challenge', 'text')
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('auth_challenges_expires_at_index').on('auth_challenges').column('expires_at').execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.user_id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.user_id'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_user_id_index').on('api_tokens').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['api_tokens', 'auth_challenges', 'passkeys', 'recovery_codes', 'totp_factors']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('sessions').dropColumn('enrol_only').execute();
  await db.schema.alterTable('sessions').dropColumn('ip').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
