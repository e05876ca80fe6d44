import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { apiPaths } from '@ghadi/contracts';
import { createDatabase } from '../../src/db/database';
import { migrationProvider } from '../../src/db/migrations';
import { adminToken, bearer, describeEachDatabase, newGhadi } from '../helper';

const MIGRATION = '2026_11_22_070500_recompute_ghadi_name_keys';

/** A database migrated up to the migration before MIGRATION, as a site running the earlier version has. */
async function databaseBeforeMigration(url: string) {
  const handle = createDatabase(url, () => undefined);
  const names = Object.keys(await migrationProvider.getMigrations()).sort();
  // Pinned to the test's schema as the app pins it (see db/migrate.ts).
  const migrationTableSchema =
    handle.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db: handle.db, provider: migrationProvider, migrationTableSchema });
  const { error } = await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1]!);
  if (error) throw error;
  return handle;
}

describeEachDatabase('recomputing the name keys of existing games', (kit) => {
  it('re-keys rows by the normalized name, never renames one, and reports collisions and refused names', async () => {
    const DATABASE_URL = await kit.createDatabaseUrl();
    const before = await databaseBeforeMigration(DATABASE_URL);
    const now = new Date().toISOString();
    const names: [string, string, boolean?][] = [
      ['Kalyan', 'कल्याण'],
      ['ＫＡＬＹＡＮ', 'कल्याण'],
      ['Milan\u00A0Day', 'मिलन डे'],
      ['Rajdhani\u00A0Night', 'राजधानी नाइट'],
      ['Rajdhani  Night', 'राजधानी नाइट'],
      ['Disa\u200Bwar', 'दिसावर'],
      ['G\u0430li', 'गली'],
      ['Ｋalyan', 'कल्याण', true],
      ['Delhi Bazar', 'दिल्ली बाजार'],
      ['Faridabad', 'फरीदा\u200Bबाद'],
    ];
    const gids: number[] = [];
    for (const [nameEn, nameHn, deleted] of names) {
      const row = await before.db
        .insertInto('ghadis')
        .values({
          id: randomUUID(),
          name_en: nameEn,
          // The key as the earlier version computed it.
          name_en_key: nameEn.trim().toLowerCase(),
          name_hn: nameHn,
          order_id: 1,
          created_at: now,
          updated_at: now,
          deleted_at: deleted ? now : null,
        })
        .returning('gid')
        .executeTakeFirstOrThrow();
      gids.push(row.gid);
    }
    await before.db.destroy();

    let warn: jest.SpyInstance | undefined;
    const app = await kit.build(
      { DATABASE_URL },
      { register: (instance) => void (warn = jest.spyOn(instance.log, 'warn')) },
    );

    const rows = await app.db
      .selectFrom('ghadis')
      .select(['name_en', 'name_hn', 'name_en_key'])
      .orderBy('gid')
      .execute();
    expect(rows.map((row) => [row.name_en, row.name_hn])).toEqual(names.map(([nameEn, nameHn]) => [nameEn, nameHn]));
    expect(rows.map((row) => row.name_en_key)).toEqual([
      'kalyan',
      // Its new key is the first game's, so it keeps the old one (and its URL now finds the first game).
      'ｋａｌｙａｎ',
      'milan day',
      'rajdhani night',
      // Claimed by the game with the lower GID.
      'rajdhani  night',
      'disa\u200Bwar',
      'g\u0430li',
      // A deleted game is outside the unique index, so it takes the new key whatever holds it.
      'kalyan',
      'delhi bazar',
      'faridabad',
    ]);
    const [kalyan, fullwidth, , rajdhani, rajdhaniSpaces, disawar, gali, , , faridabad] = gids;
    expect(warn).toHaveBeenCalledWith(
      {
        games: [
          {
            GID: fullwidth,
            NameEn: 'ＫＡＬＹＡＮ',
            NameHn: 'कल्याण',
            problems: [`Name (En) looks the same as that of GID ${kalyan}`],
          },
          {
            GID: rajdhaniSpaces,
            NameEn: 'Rajdhani  Night',
            NameHn: 'राजधानी नाइट',
            problems: [`Name (En) looks the same as that of GID ${rajdhani}`],
          },
          {
            GID: disawar,
            NameEn: 'Disa\u200Bwar',
            NameHn: 'दिसावर',
            problems: ['Name (En) must not contain invisible or control characters'],
          },
          { GID: gali, NameEn: 'G\u0430li', NameHn: 'गली', problems: ['Name (En) must not mix scripts within a word'] },
          {
            GID: faridabad,
            NameEn: 'Faridabad',
            NameHn: 'फरीदा\u200Bबाद',
            problems: ['Name (Hi) must not contain invisible or control characters'],
          },
        ],
      },
      expect.any(String),
    );

    // The site keeps working on the new keys: both spellings of a re-keyed name find it, and it is taken.
    for (const url of ['/api/results/milan%C2%A0day', '/api/results/milan%20day', '/api/results/g%D0%B0li']) {
      expect((await app.inject({ url })).statusCode).toBe(200);
    }
    const duplicate = await app.inject({
      method: 'POST',
      url: apiPaths.ghadis,
      headers: bearer(await adminToken(app)),
      payload: newGhadi({ NameEn: 'Milan Day' }),
    });
    expect(duplicate.statusCode).toBe(409);
  });
});
