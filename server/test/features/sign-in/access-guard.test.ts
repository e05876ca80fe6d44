import type { FastifyInstance } from 'fastify';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { buildApp } from '../../../src/app';
import { updateUserSessionsRevoked } from '../../../src/features/sign-in/session-queries';
import { hashSessionToken } from '../../../src/features/sign-in/session-tokens';
import { ADMIN_PASSWORD, bearer, describeEachDatabase, seedUser, softDeleteUser, tokenFor, userIdOf } from '../../helper';

const minutesAgo = (minutes: number): string => new Date(Date.now() - minutes * 60_000).toISOString();

describeEachDatabase('auth plugin: sessions', (kit) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build({ SESSION_TTL_MINUTES: '720', SESSION_IDLE_MINUTES: '120' });
  });

  const me = (token: string) => app.inject({ url: apiPaths.currentUser, headers: bearer(token) });
  const findSession = (token: string) =>
    app.db.selectFrom('sessions').selectAll().where('id', '=', hashSessionToken(token)).executeTakeFirstOrThrow();
  const setSession = (token: string, values: { expires_at?: string; last_seen_at?: string; revoked_at?: string }) =>
    app.db.updateTable('sessions').set(values).where('id', '=', hashSessionToken(token)).execute();

  it('stores only the digest of the token, with absolute expiry from the settings', async () => {
    const token = await tokenFor(app, 'admin', ADMIN_PASSWORD);

    const row = await findSession(token);
    const stored = await app.db.selectFrom('sessions').select('id').where('id', '=', token).executeTakeFirst();

    expect(stored).toBeUndefined();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(720 * 60_000);
    expect(row.revoked_at).toBeNull();
  });

  it('refuses a session past its absolute expiry', async () => {
    const token = await tokenFor(app, 'admin', ADMIN_PASSWORD);
    await setSession(token, { expires_at: minutesAgo(1) });

    const response = await me(token);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, code: 'sessionEnded', message: serverMessages.sessionEnded });
  });

  it('refuses a session idle for longer than the idle limit, and keeps one used recently', async () => {
    const idle = await tokenFor(app, 'admin', ADMIN_PASSWORD);
    const recent = await tokenFor(app, 'admin', ADMIN_PASSWORD);
    await setSession(idle, { last_seen_at: minutesAgo(121) });
    await setSession(recent, { last_seen_at: minutesAgo(119) });

    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(recent)).statusCode).toBe(200);
  });

  it('moves last_seen_at forward at most once a minute', async () => {
    const token = await tokenFor(app, 'admin', ADMIN_PASSWORD);
    const lastSeen = () => findSession(token);
    const fresh = (await lastSeen()).last_seen_at;

    await me(token);
    expect((await lastSeen()).last_seen_at).toBe(fresh);

    await setSession(token, { last_seen_at: minutesAgo(5) });
    await me(token);
    expect(Date.parse((await lastSeen()).last_seen_at)).toBeGreaterThan(Date.now() - 10_000);
  });

  it('refuses tampered, truncated and made-up tokens', async () => {
    const token = await tokenFor(app, 'admin', ADMIN_PASSWORD);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

    const responses = await Promise.all(
      [flipped, token.slice(1), `${token}x`, 'A'.repeat(43), hashSessionToken(token)].map((bad) => me(bad)),
    );
    const notBearer = await app.inject({ url: apiPaths.currentUser, headers: { authorization: `Basic ${token}` } });

    for (const response of [...responses, notBearer]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, code: 'sessionEnded', message: serverMessages.sessionEnded });
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it('ends the sessions of a user who is deactivated, deleted, or has all sessions revoked', async () => {
    const deactivated = await seedUser(app);
    const deleted = await seedUser(app);
    const revoked = await seedUser(app);
    const tokens = await Promise.all([deactivated, deleted, revoked].map((u) => tokenFor(app, u.userName, u.password)));
    const other = await tokenFor(app, 'admin', ADMIN_PASSWORD);

    await app.db.updateTable('users').set({ is_active: 0 }).where('user_name', '=', deactivated.userName).execute();
    await softDeleteUser(app, deleted.userName);
    await updateUserSessionsRevoked(app.db, await userIdOf(app, revoked.userName), new Date().toISOString());

    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });
});

describeEachDatabase('auth plugin: access levels', (kit) => {
  let app: FastifyInstance;
  let agentToken: string;
  let adminToken: string;
  beforeAll(async () => {
    app = await kit.build({}, {
      register: (instance) =>
        instance.register(async (scope) => {
          scope.get('/api/test/admin-only', { config: { access: 'admin' } }, async () => ({ ok: true }));
          scope.get('/api/test/agent-only', { config: { access: 'agent' } }, async () => ({ ok: true }));
        }),
    });
    const agent = await seedUser(app);
    agentToken = await tokenFor(app, agent.userName, agent.password);
    adminToken = await tokenFor(app, 'admin', ADMIN_PASSWORD);
  });

  it('lets each role through to its own routes only', async () => {
    const call = (url: string, token: string) => app.inject({ url, headers: bearer(token) });

    expect((await call('/api/test/admin-only', adminToken)).statusCode).toBe(200);
    expect((await call('/api/test/agent-only', agentToken)).statusCode).toBe(200);
    const wrongRoles = [await call('/api/test/admin-only', agentToken), await call('/api/test/agent-only', adminToken)];
    for (const response of wrongRoles) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, code: 'forbidden', message: serverMessages.forbidden });
    }
  });

  it('answers anonymous callers of a role route with 401', async () => {
    const response = await app.inject({ url: '/api/test/admin-only' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, code: 'signInRequired', message: serverMessages.signInRequired });
  });

  it('refuses to start when an /api route does not say who may call it', async () => {
    const broken = buildApp(await kit.config());
    broken.register(async (scope) => {
      scope.get('/api/test/forgotten', async () => ({ ok: true }));
    });

    await expect(broken.ready()).rejects.toThrow('GET /api/test/forgotten must set config.access');
    await broken.close();
  });

  it('refuses to start when an /api route names an unknown access level', async () => {
    const broken = buildApp(await kit.config());
    broken.register(async (scope) => {
      scope.get('/api/test/typo', { config: { access: 'everyone' as never } }, async () => ({ ok: true }));
    });

    await expect(broken.ready()).rejects.toThrow('must set config.access');
    await broken.close();
  });
});
