import type { AddressInfo } from 'node:net';
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import { ADMIN_PASSWORD, adminToken, bearer, createAgent, describeEachDatabase, tokenFor, type SignedInUser } from '../helper';
import { accessSeeds, apiCalls, type AccessSeeds } from '../api-seeds';
import { MFA_KEY } from '../features/account-security/totp-support';

// Who may call what: every /api endpoint against anonymous, an agent, another agent and the admin.
// 'ok' means the call got through (2xx for the valid request each row sends); 401 and 403 mean refused.
// A signed-in caller's 400, 404 or 409 also got through: the row's request cannot be right for anyone
// (a second step without a code, an id nobody has), so the route's own answer shows it was reached.
type Cell = 'ok' | 400 | 401 | 403 | 404 | 409;
type Callers = { anonymous: Cell; agent: Cell; otherAgent: Cell; admin: Cell };

const PUBLIC: Callers = { anonymous: 'ok', agent: 'ok', otherAgent: 'ok', admin: 'ok' };
const ADMIN: Callers = { anonymous: 401, agent: 403, otherAgent: 403, admin: 'ok' };
const AGENT: Callers = { anonymous: 401, agent: 'ok', otherAgent: 'ok', admin: 403 };
const SIGNED_IN: Callers = { anonymous: 401, agent: 'ok', otherAgent: 'ok', admin: 'ok' };
/** Agent calls about one game: its agent and the admin may, another agent may not. */
const OWN_GAME: Callers = { anonymous: 401, agent: 'ok', otherAgent: 403, admin: 'ok' };
/** Public, but it answers only a challenge a right password (or passkey options) opened: none here. */
const CHALLENGE_ONLY: Callers = { anonymous: 401, agent: 401, otherAgent: 401, admin: 401 };
/** Any signed-in user reaches it, with the route's own refusal of this request. */
const reached = (status: 400 | 404 | 409): Callers => ({ anonymous: 401, agent: status, otherAgent: status, admin: status });
const UNKNOWN_CHALLENGE = 'x'.repeat(43);
const NO_SUCH_SESSION = '0'.repeat(32);
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

interface Row {
  method: HTTPMethods;
  /** The route as registered, `:param` style. */
  route: string;
  callers: Callers;
  request: (seeds: AccessSeeds) => Omit<InjectOptions, 'method'>;
  /** The call ends the caller's session, so each caller signs in afresh for it. */
  freshSession?: boolean;
  /** An endless event stream: called over a real connection, judged by its status, then dropped. */
  stream?: boolean;
}

/** A browser's subscription as the push routes take it (only its form is checked: nothing is sent to it). */
const matrixSubscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/access-matrix',
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};

const row = (method: HTTPMethods, route: string, callers: Callers, request: Row['request'] = () => ({ url: route })) =>
  ({ method, route, callers, request }) satisfies Row;

const table: Row[] = [
  row('POST', '/api/users/login', PUBLIC, () => ({
    url: '/api/users/login',
    payload: { UserName: 'admin', Password: ADMIN_PASSWORD },
  })),
  { ...row('POST', '/api/users/logout', SIGNED_IN), freshSession: true },
  row('GET', '/api/users/me', SIGNED_IN),
  row('GET', '/api/users/count', ADMIN),
  row('GET', '/api/users', ADMIN),
  row('POST', '/api/users', ADMIN, (s) => ({ url: '/api/users', payload: s.newAgent })),
  row('PUT', '/api/users/:id', ADMIN, (s) => ({ url: `/api/users/${s.victims.agentToEdit}`, payload: s.agentEdit })),
  row('DELETE', '/api/users/:id', ADMIN, (s) => ({ url: `/api/users/${s.victims.agentToDelete}` })),
  row('GET', '/api/ghadis', PUBLIC),
  row('GET', '/api/ghadis/count', ADMIN),
  row('POST', '/api/ghadis', ADMIN, (s) => ({ url: '/api/ghadis', payload: s.newGhadi })),
  row('PUT', '/api/ghadis/:id', ADMIN, (s) => ({ url: `/api/ghadis/${s.victims.ghadiToEdit}`, payload: s.ghadiEdit })),
  row('DELETE', '/api/ghadis/:id', ADMIN, (s) => ({ url: `/api/ghadis/${s.victims.ghadiToDelete}` })),
  row('GET', '/api/results', PUBLIC),
  row('GET', '/api/results/count', ADMIN),
  row('GET', '/api/results/:name', PUBLIC, (s) => ({ url: `/api/results/${encodeURIComponent(s.ghadiName.toLowerCase())}` })),
  row('GET', '/api/results/:name/years/:year', PUBLIC, (s) => ({
    url: `/api/results/${encodeURIComponent(s.ghadiName.toLowerCase())}/years/2026`,
  })),
  row('GET', '/api/results/:name/dates/:date', PUBLIC, (s) => ({
    url: `/api/results/${encodeURIComponent(s.ghadiName.toLowerCase())}/dates/2026-01-01`,
  })),
  row('GET', '/api/results/:name/corrections', PUBLIC, (s) => ({
    url: `/api/results/${encodeURIComponent(s.ghadiName.toLowerCase())}/corrections`,
  })),
  row('GET', '/api/results/:name/statistics', PUBLIC, (s) => ({
    url: `/api/results/${encodeURIComponent(s.ghadiName.toLowerCase())}/statistics`,
  })),
  row('GET', '/api/results/:name/matka-chart', PUBLIC, (s) => ({
    url: `/api/results/${encodeURIComponent(s.marketName.toLowerCase())}/matka-chart`,
  })),
  row('GET', '/api/admin/results', ADMIN),
  row('GET', '/api/admin/results/:id/history', ADMIN, (s) => ({ url: `/api/admin/results/${s.resultId}/history` })),
  row('GET', '/api/holidays', PUBLIC, () => ({ url: '/api/holidays?year=2026' })),
  row('PUT', '/api/holidays/:ghadiId/:date', ADMIN, (s) => ({ url: `/api/holidays/${s.ghadiId}/2025-06-01` })),
  // Removes the holiday the row above marks (the rows run in order).
  row('DELETE', '/api/holidays/:ghadiId/:date', ADMIN, (s) => ({ url: `/api/holidays/${s.ghadiId}/2025-06-01` })),
  row('GET', '/api/downloads/record-chart/:file', PUBLIC, () => ({ url: '/api/downloads/record-chart/2026-01.csv' })),
  row('GET', '/api/feeds/results.atom', PUBLIC),
  row('GET', '/api/feeds/games/:file', PUBLIC, (s) => ({ url: `/api/feeds/games/${encodeURIComponent(s.ghadiName.toLowerCase())}.atom` })),
  row('GET', '/api/feeds/hi/results.atom', PUBLIC),
  row('GET', '/api/feeds/hi/games/:file', PUBLIC, (s) => ({ url: `/api/feeds/hi/games/${encodeURIComponent(s.ghadiName.toLowerCase())}.atom` })),
  row('GET', '/api/downloads/satta-results/:name/:file', PUBLIC, (s) => ({
    url: `/api/downloads/satta-results/${encodeURIComponent(s.ghadiName.toLowerCase())}/2026.json`,
  })),
  row('POST', '/api/admin/imports/preview', ADMIN, (s) => ({
    url: '/api/admin/imports/preview',
    headers: { 'content-type': 'text/csv' },
    payload: `game,date,result\n${s.ghadiName},2025-01-01,12\n`,
  })),
  row('POST', '/api/admin/imports', ADMIN, (s) => ({
    url: '/api/admin/imports',
    headers: { 'content-type': 'text/csv' },
    payload: `game,date,result\n${s.ghadiName},2025-01-01,12\n`,
  })),
  row('GET', '/api/audit-log', ADMIN),
  row('GET', '/api/agent/my-ghadi', AGENT),
  row('GET', '/api/agent/my-ghadi/results', OWN_GAME, (s) => ({ url: `/api/agent/my-ghadi/results?ghadiId=${s.ghadiId}` })),
  row('POST', '/api/agent/my-ghadi/update-result', OWN_GAME, (s) => ({
    url: '/api/agent/my-ghadi/update-result',
    payload: { ghadiId: s.ghadiId, result: '12', dateTime: '2026-01-01' },
  })),
  row('GET', '/api/usermaps', ADMIN),
  row('POST', '/api/usermaps', ADMIN, (s) => ({ url: '/api/usermaps', payload: s.newUserMap })),
  row('DELETE', '/api/usermaps/:id', ADMIN, (s) => ({ url: `/api/usermaps/${s.victims.userMapToDelete}` })),
  row('GET', '/api/contentblocks', ADMIN),
  row('POST', '/api/contentblocks', ADMIN, (s) => ({ url: '/api/contentblocks', payload: s.newContentBlock })),
  row('PUT', '/api/contentblocks/:id', ADMIN, (s) => ({
    url: `/api/contentblocks/${s.victims.contentBlockToEdit}`,
    payload: s.contentBlockEdit,
  })),
  row('DELETE', '/api/contentblocks/:id', ADMIN, (s) => ({ url: `/api/contentblocks/${s.victims.contentBlockToDelete}` })),
  row('GET', '/api/contentblocks/slug/:slug', PUBLIC, () => ({ url: '/api/contentblocks/slug/blog-section' })),
  row('POST', '/api/contentblocks/preview', ADMIN, () => ({ url: '/api/contentblocks/preview', payload: { Content: '<p>Preview</p>' } })),
  row('GET', '/api/site-content', PUBLIC),
  row('GET', '/api/draw-day', PUBLIC),
  row('POST', '/api/visitor/track', PUBLIC, () => ({ url: '/api/visitor/track', headers: { 'x-session-id': 'matrix-session-1' } })),
  row('GET', '/api/visitor/stats', PUBLIC),
  row('GET', '/api/docs', PUBLIC),
  { ...row('GET', '/api/results/stream', PUBLIC), stream: true },
  row('PUT', '/api/push/subscriptions', PUBLIC, (s) => ({ url: '/api/push/subscriptions', payload: { subscription: matrixSubscription, ghadiIds: [s.ghadiId] } })),
  row('POST', '/api/push/subscriptions/lookup', PUBLIC, () => ({ url: '/api/push/subscriptions/lookup', payload: { endpoint: matrixSubscription.endpoint } })),
  row('GET', '/api/admin/push', ADMIN),
  row('GET', '/api/admin/channel', ADMIN),
  row('POST', '/api/users/login/second-factor', CHALLENGE_ONLY, () => ({
    url: '/api/users/login/second-factor',
    payload: { challenge: UNKNOWN_CHALLENGE, code: '123456' },
  })),
  row('POST', '/api/users/login/passkey/options', PUBLIC),
  row('POST', '/api/users/login/passkey', CHALLENGE_ONLY, () => ({
    url: '/api/users/login/passkey',
    payload: { challenge: UNKNOWN_CHALLENGE, passkey: { id: 'AAAA', type: 'public-key' } },
  })),
  row('GET', '/api/users/me/sessions', SIGNED_IN),
  row('DELETE', '/api/users/me/sessions/:id', reached(404), () => ({ url: `/api/users/me/sessions/${NO_SUCH_SESSION}` })),
  row('POST', '/api/users/me/sessions/end-others', SIGNED_IN),
  row('POST', '/api/users/:id/sessions/end', ADMIN, (s) => ({ url: `/api/users/${s.victims.agentToEdit}/sessions/end` })),
  row('GET', '/api/users/me/security', SIGNED_IN),
  row('POST', '/api/users/me/totp', SIGNED_IN),
  row('POST', '/api/users/me/totp/confirm', reached(400), () => ({ url: '/api/users/me/totp/confirm', payload: { code: '000000' } })),
  row('POST', '/api/users/me/totp/disable', reached(409), () => ({
    url: '/api/users/me/totp/disable',
    payload: { Password: 'whatever', code: '000000' },
  })),
  row('POST', '/api/users/me/passkeys/options', SIGNED_IN),
  row('POST', '/api/users/me/passkeys', reached(400), () => ({
    url: '/api/users/me/passkeys',
    payload: { challenge: UNKNOWN_CHALLENGE, name: 'Phone', passkey: { id: 'AAAA', type: 'public-key' } },
  })),
  row('DELETE', '/api/users/me/passkeys/:id', reached(404), () => ({ url: '/api/users/me/passkeys/AAAA' })),
  row('POST', '/api/users/me/reauth/options', SIGNED_IN),
  row('POST', '/api/users/me/reauth', reached(400), () => ({ url: '/api/users/me/reauth', payload: {} })),
  row('PUT', '/api/users/me/password', reached(400), () => ({
    url: '/api/users/me/password',
    payload: { currentPassword: 'whatever', newPassword: 'matrix-password-1', confirmPassword: 'matrix-password-2' },
  })),
  row('GET', '/api/admins', ADMIN),
  row('POST', '/api/admins', ADMIN, () => ({ url: '/api/admins', payload: { UserName: 'matrixadmin', Password: 'matrix-password-1' } })),
  row('PUT', '/api/admins/:id', { anonymous: 401, agent: 403, otherAgent: 403, admin: 404 }, () => ({
    url: `/api/admins/${NO_SUCH_ID}`,
    payload: { isActive: true },
  })),
  // An agent's tokens: that agent and the admin, never another agent.
  row('GET', '/api/users/:id/tokens', OWN_GAME, (s) => ({ url: `/api/users/${s.agentId}/tokens` })),
  row('POST', '/api/users/:id/tokens', OWN_GAME, (s) => ({ url: `/api/users/${s.agentId}/tokens`, payload: { name: 'Matrix', expiresInDays: 7 } })),
  row('DELETE', '/api/users/:id/tokens/:tokenId', { anonymous: 401, agent: 404, otherAgent: 403, admin: 404 }, (s) => ({
    url: `/api/users/${s.agentId}/tokens/${NO_SUCH_ID}`,
  })),
];

const key = (method: string, route: string) => `${method} ${route}`;
// The documentation UI serves its assets under /api/docs; the one row above stands for all of them.
const isDocsAsset = (route: string) => route.startsWith('/api/docs/');

describe('the access matrix table', () => {
  it('has a row for every call of the API', () => {
    const rows = new Set(table.map((r) => key(r.method, r.route)));
    expect(apiCalls.filter((call) => !rows.has(call))).toEqual([]);
  });
});

describeEachDatabase('access matrix', (kit) => {
  let app: FastifyInstance;
  let seeds: AccessSeeds;
  let agent: SignedInUser;
  let otherAgent: SignedInUser;
  let admin: string;
  const registered = new Set<string>();
  beforeAll(async () => {
    // Push on, so its routes answer (a subject push services would take); authenticator apps on, so theirs do.
    app = await kit.build({ VAPID_SUBJECT: 'mailto:push@ghadi-results.in', MFA_ENCRYPTION_KEY: MFA_KEY }, {
      register: (instance) =>
        instance.addHook('onRoute', (route) => {
          for (const method of [route.method].flat()) if (method !== 'HEAD') registered.add(key(method, route.url));
        }),
    });
    admin = await adminToken(app);
    [agent, otherAgent] = [await createAgent(app), await createAgent(app)];
    seeds = await accessSeeds(app, agent.userId);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  const streamStatus = async (url: string, headers: Record<string, string>): Promise<number> => {
    const { port } = app.server.address() as AddressInfo;
    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers, signal: abort.signal });
    abort.abort();
    return response.status;
  };

  it('has a row for every /api route the server registers', () => {
    const rows = new Set(table.map((r) => key(r.method, r.route)));
    const missing = [...registered].filter((route) => route.includes(' /api') && !rows.has(route));
    expect(missing.filter((route) => !isDocsAsset(route.split(' ')[1]!))).toEqual([]);
  });

  it.each(table.map((r) => [key(r.method, r.route), r] as const))('%s', async (_name, r) => {
    // A row whose route is gone is a spec call the server no longer answers.
    expect(registered).toContain(key(r.method, r.route));
    const tokens = async (): Promise<Record<keyof Callers, string | undefined>> =>
      r.freshSession
        ? {
            anonymous: undefined,
            agent: await tokenFor(app, agent.userName, agent.password),
            otherAgent: await tokenFor(app, otherAgent.userName, otherAgent.password),
            admin: await adminToken(app),
          }
        : { anonymous: undefined, agent: agent.token, otherAgent: otherAgent.token, admin };
    const callerTokens = await tokens();
    const outcome: Partial<Record<keyof Callers, Cell | number>> = {};
    for (const caller of ['anonymous', 'agent', 'otherAgent', 'admin'] as const) {
      const request = r.request(seeds);
      const token = callerTokens[caller];
      const headers = { ...request.headers, ...(token ? bearer(token) : {}) } as Record<string, string>;
      const status = r.stream
        ? await streamStatus(request.url as string, headers)
        : (await app.inject({ ...request, method: r.method, headers })).statusCode;
      outcome[caller] = status >= 200 && status < 300 ? 'ok' : status;
    }
    expect(outcome).toEqual(r.callers);
  });
});
