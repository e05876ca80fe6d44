import { apiPaths } from '@ghadi/contracts';
import { describeEachDatabase } from '../../helper';

describeEachDatabase('health probes', (kit) => {
  it('reports live and ready on a migrated, reachable database', async () => {
    const app = await kit.build();

    const live = await app.inject({ url: apiPaths.healthLive });
    const ready = await app.inject({ url: apiPaths.healthReady });

    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('reports not ready when the database stops answering, while staying live', async () => {
    const app = await kit.build();
    await app.db.destroy();

    const ready = await app.inject({ url: apiPaths.healthReady });
    const live = await app.inject({ url: apiPaths.healthLive });

    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable', failing: ['database'] }]);
    expect(live.statusCode).toBe(200);
  });

  it('reports not ready until migrations are done', async () => {
    const app = await kit.build();
    app.migrationsDone = false;

    const ready = await app.inject({ url: apiPaths.healthReady });

    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable', failing: ['migrations'] }]);
  });
});
