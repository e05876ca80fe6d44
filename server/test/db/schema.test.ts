import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { migrateToLatest } from '../../src/db/migrate';
import { describeEachDatabase, seedUser, userIdOf } from '../helper';

const now = () => new Date().toISOString();

// Matched by code: better-sqlite3's errors come from another realm than jest's Error, so toThrow misses them.
const violationCodes = {
  unique: ['SQLITE_CONSTRAINT_UNIQUE', '23505'],
  foreignKey: ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'],
};
async function expectViolation(query: Promise<unknown>, kind: keyof typeof violationCodes): Promise<void> {
  const error: unknown = await query.then(() => undefined, (reason: unknown) => reason);
  expect(violationCodes[kind]).toContain((error as { code?: string } | undefined)?.code);
}

// The keys later features rely on to enforce their rules without check-then-insert races.
describeEachDatabase('database schema', (kit) => {
  let app: FastifyInstance;
  let agentId: number;
  beforeAll(async () => {
    app = await kit.build();
    const agent = await seedUser(app);
    agentId = await userIdOf(app, agent.userName);
  });

  const stamps = () => ({ created_at: now(), updated_at: now() });
  const insertGhadi = (nameEn: string) =>
    app.db
      .insertInto('ghadis')
      .values({ id: randomUUID(), name_en: nameEn, name_en_key: nameEn.toLowerCase(), name_hn: 'नाम', order_id: 1, ...stamps() })
      .returning(['gid', 'id'])
      .executeTakeFirstOrThrow();

  it('is up to date after start-up, so migrating again applies nothing', async () => {
    expect(await migrateToLatest({ db: app.db, dialect: kit.kind })).toEqual([]);
  });

  it('assigns increasing numeric GIDs and User_Ids', async () => {
    const first = await insertGhadi('Numbered One');
    const second = await insertGhadi('Numbered Two');

    expect(typeof first.gid).toBe('number');
    expect(second.gid).toBeGreaterThan(first.gid);
    expect(agentId).toBeGreaterThan(1);
  });

  it('keeps English game names unique case-insensitively among games not deleted', async () => {
    const game = await insertGhadi('Disawar');

    await expectViolation(insertGhadi('disawar'), 'unique');
    await app.db.updateTable('ghadis').set({ deleted_at: now() }).where('gid', '=', game.gid).execute();
    await expect(insertGhadi('Disawar')).resolves.toBeDefined();
  });

  it('keeps one result per game and date, replaced by an upsert', async () => {
    const { gid } = await insertGhadi('Upsert Game');
    const upsert = (result: string) =>
      app.db
        .insertInto('results')
        .values({ id: randomUUID(), gid, draw_date: '2026-01-02', result, created_by: agentId, is_active: 1, ...stamps(), changed_at: now() })
        .onConflict((oc) => oc.columns(['gid', 'draw_date']).doUpdateSet({ result: (eb) => eb.ref('excluded.result') }))
        .execute();

    await upsert('12');
    await upsert('34');

    const rows = await app.db.selectFrom('results').select('result').where('gid', '=', gid).execute();
    expect(rows).toEqual([{ result: '34' }]);
  });

  it('lets a game belong to one agent only', async () => {
    const { gid } = await insertGhadi('Assigned Game');
    const assign = () =>
      app.db.insertInto('user_maps').values({ id: randomUUID(), user_id: agentId, gid, created_at: now() }).execute();

    await assign();
    await expectViolation(assign(), 'unique');
  });

  it('keeps content block slugs unique', async () => {
    const block = () =>
      app.db
        .insertInto('content_blocks')
        .values({ id: randomUUID(), title: 'Blog', slug: 'blog-section', content: '<p>x</p>', is_active: 1, ...stamps() })
        .execute();

    await block();
    await expectViolation(block(), 'unique');
  });

  it('enforces foreign keys', async () => {
    const orphan = app.db
      .insertInto('user_maps')
      .values({ id: randomUUID(), user_id: agentId, gid: 999999, created_at: now() })
      .execute();

    await expectViolation(orphan, 'foreignKey');
  });

  it('frees a deleted user name for a new user', async () => {
    const user = await seedUser(app, { userName: 'Reused' });
    await app.db.updateTable('users').set({ deleted_at: now() }).where('user_name', '=', user.userName).execute();

    await expect(seedUser(app, { userName: 'reused' })).resolves.toMatchObject({ userName: 'reused' });
    await expect(seedUser(app, { userName: 'REUSED' })).rejects.toThrow('already exists');
  });
});
