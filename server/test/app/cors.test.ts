import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@ghadi/contracts';
import { adminToken, bearer, describeEachDatabase } from '../helper';

const TRUSTED = 'https://office.example';
const STRANGER = 'https://evil.example';

describeEachDatabase('cross-origin access', (kit) => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await kit.build({ CORS_ORIGINS: TRUSTED });
    token = await adminToken(app);
  });

  const preflight = (origin: string, method = 'POST') =>
    app.inject({
      method: 'OPTIONS',
      url: apiPaths.ghadis,
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
    });

  it('lets any site read the public results', async () => {
    const response = await app.inject({ url: apiPaths.ghadis, headers: { origin: STRANGER } });

    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('lets only the configured origins call the back office', async () => {
    const trusted = await app.inject({ url: apiPaths.users, headers: { origin: TRUSTED, ...bearer(token) } });
    const stranger = await app.inject({ url: apiPaths.users, headers: { origin: STRANGER, ...bearer(token) } });

    expect(trusted.headers['access-control-allow-origin']).toBe(TRUSTED);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers preflights for the configured origins only', async () => {
    const trusted = await preflight(TRUSTED);
    const stranger = await preflight(STRANGER);

    expect(trusted.statusCode).toBe(204);
    expect(trusted.headers['access-control-allow-origin']).toBe(TRUSTED);
    expect(String(trusted.headers['access-control-allow-headers'])).toContain('authorization');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
