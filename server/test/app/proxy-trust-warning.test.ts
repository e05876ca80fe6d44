import { apiPaths } from '@ghadi/contracts';
import { describeEachDatabase, seedUser } from '../helper';

describeEachDatabase('TRUST_PROXY', (kit) => {
  const start = async (TRUST_PROXY: string) => {
    const lines: string[] = [];
    const app = await kit.build({ TRUST_PROXY, LOG_LEVEL: 'warn' }, { logStream: { write: (line: string) => void lines.push(line) } });
    return { app, warnings: () => lines.map((line) => JSON.parse(line).msg as string).filter((message) => message.includes('TRUST_PROXY')) };
  };

  it('true: warns once at start-up, as anyone reaching the server directly picks the address the limits count', async () => {
    const { app, warnings } = await start('true');

    expect(warnings()).toEqual([expect.stringMatching(/^TRUST_PROXY=true believes every address in X-Forwarded-For: a client reaching the server directly/)]);
    // What the warning is about: one client, a new forged address for each guess, never locked.
    const agent = await seedUser(app);
    const statuses = [];
    for (let i = 0; i < 7; i += 1) {
      const guess = await app.inject({
        method: 'POST',
        url: apiPaths.login,
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { UserName: agent.userName, Password: 'wrong-password' },
      });
      statuses.push(guess.statusCode);
    }
    expect(statuses).toEqual(Array(7).fill(401));
  });

  it('a hop count or false: no warning', async () => {
    expect((await start('1')).warnings()).toEqual([]);
    expect((await start('false')).warnings()).toEqual([]);
  });
});
