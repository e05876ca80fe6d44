import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One row: the key recovery codes are hashed with, sealed with the MFA key. Opening it at start-up is also
  // how an instance learns that its MFA key is the one the database's secrets were sealed with.
  await db.schema
    .createTable('mfa_keyring')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('recovery_code_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('rotated_at', 'text')
    .execute();
  // Codes stored before were plain sha256 of the code; the server re-hashes them with the key on its next
  // start (keyed over that sha256), so no code issued before is lost and none stays unkeyed.
  await db.schema.alterTable('recovery_codes').addColumn('hash_scheme', 'text', (col) => col.notNull().defaultTo('sha256')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recovery_codes').dropColumn('hash_scheme').execute();
  await db.schema.dropTable('mfa_keyring').execute();
}
