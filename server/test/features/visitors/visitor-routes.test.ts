import type { FastifyInstance } from 'fastify';
import { apiPaths, VISITOR_SESSION_HEADER, visitorStatsResponseSchema } from '@ghadi/contracts';
import { adminToken, createAgent, describeEachDatabase, expectAccess } from '../../helper';

const MINUTE = 60_000;

describeEachDatabase('/api/visitor', (kit) => {
  let app: FastifyInstance;
  let databaseUrl: string;
  let now: Date;
  beforeAll(async () => {
    databaseUrl = await kit.createDatabaseUrl();
    now = new Date('2026-05-01T12:00:00Z');
    app = await kit.build({ DATABASE_URL: databaseUrl }, { clock: () => now });
  });

  const track = (sessionId?: string, extra: { payload?: string; contentType?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: apiPaths.visitorTrack,
      headers: {
        ...(sessionId === undefined ? {} : { [VISITOR_SESSION_HEADER]: sessionId }),
        ...(extra.contentType ? { 'content-type': extra.contentType } : {}),
      },
      ...(extra.payload === undefined ? {} : { payload: extra.payload }),
    });
  const stats = async (instance = app) =>
    visitorStatsResponseSchema.parse((await instance.inject({ url: apiPaths.visitorStats })).json());

  it('tracks a page load with an empty body: 204 and no content', async () => {
    const bare = await track('page-load-0001');
    const emptyJson = await track('page-load-0002', { payload: '', contentType: 'application/json' });
    const emptyObject = await track('page-load-0003', { payload: '{}', contentType: 'application/json' });

    for (const response of [bare, emptyJson, emptyObject]) {
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
  });

  it('requires a valid x-session-id, naming it, and stores nothing otherwise', async () => {
    const before = await stats();
    const responses = await Promise.all([
      track(),
      track('short'),
      track('has spaces in it'),
      track('x'.repeat(65)),
      track('valid-session-id', { payload: '{"ip":"1.2.3.4"}', contentType: 'application/json' }),
    ]);

    for (const response of responses) {
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    for (const response of responses.slice(0, 4)) expect(response.json().message).toMatch(/^x-session-id: /);
    expect(responses[0]!.json().message).toBe('x-session-id: x-session-id header is required');
    expect(await stats()).toEqual(before);
  });

  it('stores no IP address, only the session id and when it was seen', async () => {
    await app.inject({
      method: 'POST',
      url: apiPaths.visitorTrack,
      headers: { [VISITOR_SESSION_HEADER]: 'ip-check-session' },
      remoteAddress: '203.0.113.77',
    });
    await app.visitors.flush();

    const rows = await app.db.selectFrom('visitor_sessions').selectAll().execute();

    expect(Object.keys(rows[0]!).sort()).toEqual(['first_seen_at', 'last_seen_at', 'session_id']);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.77');
  });

  it('counts distinct sessions ever, and those seen in the last five minutes', async () => {
    const start = await stats();
    await track('counting-a-0001');
    await track('counting-b-0001');
    now = new Date(now.getTime() + 4 * MINUTE);
    await track('counting-b-0001');
    await track('counting-c-0001');
    now = new Date(now.getTime() + 2 * MINUTE);

    const after = await stats();

    expect(after.totalUsers).toBe(start.totalUsers + 3);
    // a was last seen 6 minutes ago; b re-tracked and c are within the window.
    expect(after.activeUsers).toBe(2);
  });

  it('keeps the counts across a restart', async () => {
    const before = await stats();
    await app.close();

    app = await kit.build({ DATABASE_URL: databaseUrl }, { clock: () => now });

    expect(await stats()).toEqual(before);
    expect(before.totalUsers).toBeGreaterThan(0);
  });

  it('lets anyone track and read the stats', async () => {
    const tokens = { admin: await adminToken(app), agent: (await createAgent(app)).token };

    await expectAccess(app, { url: apiPaths.visitorStats }, 'public', tokens);
    await expectAccess(
      app,
      { method: 'POST', url: apiPaths.visitorTrack, headers: { [VISITOR_SESSION_HEADER]: 'role-check-session' } },
      'public',
      tokens,
    );
  });
});
