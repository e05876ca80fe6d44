import type { FastifyInstance } from 'fastify';
import { apiPaths, auditLogResponseSchema } from '@ghadi/contracts';
import { adminToken, bearer, createAgent, createGhadi, describeEachDatabase, type SignedInUser } from '../../helper';

describeEachDatabase('GET /api/audit-log', (kit) => {
  let app: FastifyInstance;
  let token: string;
  let agent: SignedInUser;
  beforeAll(async () => {
    app = await kit.build();
    token = await adminToken(app);
    agent = await createAgent(app);
  });

  const entries = async (query = '') =>
    auditLogResponseSchema.parse((await app.inject({ url: `/api/audit-log${query}`, headers: bearer(token) })).json());

  it('records who changed what, when, from which IP, and whether it worked, newest first', async () => {
    const game = await createGhadi(app, token, { NameEn: 'Audited Bazar' });
    await app.inject({
      method: 'DELETE',
      url: apiPaths.ghadi.url(game.id),
      headers: bearer(token),
      remoteAddress: '198.51.100.23',
    });
    await app.inject({ method: 'DELETE', url: apiPaths.ghadi.url(game.id), headers: bearer(token), remoteAddress: '198.51.100.23' });

    const log = await entries();

    expect(log.data.slice(0, 3).map((entry) => [entry.action, entry.target, entry.status])).toEqual([
      ['DELETE /api/ghadis/:id', game.id, 404],
      ['DELETE /api/ghadis/:id', game.id, 200],
      ['POST /api/ghadis', null, 201],
    ]);
    expect(log.data[0]).toMatchObject({ UserName: 'admin', ip: '198.51.100.23' });
    expect(Date.parse(log.data[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('leaves out reads and what agents do', async () => {
    const before = (await entries()).total;
    await app.inject({ url: apiPaths.ghadis, headers: bearer(token) });
    await app.inject({ method: 'POST', url: apiPaths.logout, headers: bearer(agent.token) });

    expect((await entries()).total).toBe(before);
  });

  it('pages through the log', async () => {
    const firstPage = await entries('?page=1&pageSize=2');
    const secondPage = await entries('?page=2&pageSize=2');

    expect(firstPage.data).toHaveLength(2);
    expect(firstPage.total).toBeGreaterThanOrEqual(3);
    expect(secondPage.data[0]!.id).not.toBe(firstPage.data[1]!.id);
  });

  it('is readable by the admin only', async () => {
    const anonymous = await app.inject({ url: apiPaths.auditLog });
    const asAgent = await app.inject({ url: apiPaths.auditLog, headers: bearer((await createAgent(app)).token) });

    expect([anonymous.statusCode, asAgent.statusCode]).toEqual([401, 403]);
  });
});
