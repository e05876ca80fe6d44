import { apiPaths } from '@ghadi/contracts';
import { ADMIN_PASSWORD, describeEachDatabase, login, seedUser } from '../../helper';

describeEachDatabase('first admin at start-up', (kit) => {
  let stdout: jest.SpyInstance;
  beforeEach(() => {
    stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => stdout.mockRestore());

  const announcements = (): string[] =>
    stdout.mock.calls.map(([chunk]) => String(chunk)).filter((line) => line.startsWith('Created admin user'));

  it('without ADMIN_PASSWORD, creates the admin with a random password printed once', async () => {
    const DATABASE_URL = await kit.createDatabaseUrl();
    const first = await kit.build({ DATABASE_URL, ADMIN_PASSWORD: '' });

    expect(announcements()).toHaveLength(1);
    const match = /^Created admin user "admin" with password: ([A-Za-z0-9_-]{24})\n$/.exec(announcements()[0] ?? '');
    const password = match?.[1] ?? '';
    expect((await login(first, 'admin', password)).json().user.userType).toBe('admin');

    const again = await kit.build({ DATABASE_URL, ADMIN_PASSWORD: '' });

    expect(announcements()).toHaveLength(1);
    expect((await login(again, 'admin', password)).statusCode).toBe(200);
  });

  it('with ADMIN_PASSWORD, creates the admin with it and prints no password', async () => {
    const app = await kit.build({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'chosen-password-1' });

    expect(announcements()).toEqual([]);
    expect((await login(app, 'owner', 'chosen-password-1')).statusCode).toBe(200);
    expect((await login(app, 'admin', ADMIN_PASSWORD)).statusCode).toBe(401);
  });

  it('leaves an existing admin alone, even when ADMIN_PASSWORD changes', async () => {
    const DATABASE_URL = await kit.createDatabaseUrl();
    await kit.build({ DATABASE_URL, ADMIN_PASSWORD: 'original-password' });

    const restarted = await kit.build({ DATABASE_URL, ADMIN_PASSWORD: 'replacement-password' });

    expect((await login(restarted, 'admin', 'original-password')).statusCode).toBe(200);
    expect((await login(restarted, 'admin', 'replacement-password')).statusCode).toBe(401);
    const admins = await restarted.db.selectFrom('users').select('user_id').where('user_type', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
  });

  it('creates one admin when several instances start on an empty database at once', async () => {
    const DATABASE_URL = await kit.createDatabaseUrl();

    const [app] = await Promise.all([1, 2, 3].map(() => kit.build({ DATABASE_URL, ADMIN_PASSWORD: '' })));

    expect(announcements()).toHaveLength(1);
    const admins = await app!.db.selectFrom('users').select('user_id').where('user_type', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
  });

  it('starts without an admin when the name is taken by an agent', async () => {
    const DATABASE_URL = await kit.createDatabaseUrl();
    const seeded = await kit.build({ DATABASE_URL, ADMIN_USERNAME: 'boss' });
    await seedUser(seeded, { userName: 'Admin' });
    await seeded.db.deleteFrom('users').where('user_name', '=', 'boss').execute();

    const app = await kit.build({ DATABASE_URL });

    const admins = await app.db.selectFrom('users').select('user_id').where('user_type', '=', 'admin').execute();
    expect(admins).toEqual([]);
    expect((await app.inject({ url: apiPaths.healthReady })).statusCode).toBe(200);
  });
});
