import type { Kysely } from 'kysely';

// The key rule when this was written (NFKC, spaces folded, case folded), copied rather than imported: a
// migration must go on computing what it computed then, whatever the app's rule becomes.
const keyOf = (name: string): string =>
  name
    .normalize('NFKC')
    .replace(/\p{Zs}+/gu, ' ')
    .replace(/^ | $/g, '')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC');

interface GhadiKeyRow {
  gid: number;
  name_en: string;
  name_en_key: string;
  deleted_at: string | null;
}

/**
 * Recomputes the name key of every game; names themselves are never changed. A game not deleted whose new
 * key another such game holds, or claimed first (by GID), keeps its old key so the unique index holds; its
 * public URL now finds the game holding the key. The start-up report lists such games for the admin.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const rows: GhadiKeyRow[] = await db
    .selectFrom('ghadis')
    .select(['gid', 'name_en', 'name_en_key', 'deleted_at'])
    .orderBy('gid')
    .execute();
  // Keys given up by games that move stay taken too, so the updates can run in any order.
  const taken = new Set(rows.filter((row) => row.deleted_at === null).map((row) => row.name_en_key));
  for (const row of rows) {
    const key = keyOf(row.name_en);
    const live = row.deleted_at === null;
    if (key === row.name_en_key || (live && taken.has(key))) continue;
    if (live) taken.add(key);
    await db.updateTable('ghadis').set({ name_en_key: key }).where('gid', '=', row.gid).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const rows: Pick<GhadiKeyRow, 'gid' | 'name_en'>[] = await db
    .selectFrom('ghadis')
    .select(['gid', 'name_en'])
    .execute();
  for (const row of rows) {
    await db
      .updateTable('ghadis')
      .set({ name_en_key: row.name_en.trim().toLowerCase() })
      .where('gid', '=', row.gid)
      .execute();
  }
}
