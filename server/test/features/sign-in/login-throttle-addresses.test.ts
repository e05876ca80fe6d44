import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@ghadi/contracts';
import { describeEachDatabase, seedUser } from '../../helper';
import { describeWithRedis } from '../../support/with-redis';

// An IPv6 subscriber is given a whole /64 and can take a new address for every guess: the login throttle
// counts the /64 as one client, as the public API limit and the live streams do.

const MAX_FAILURES_PER_PAIR = 5;

const attempt = (app: FastifyInstance, UserName: string, Password: string, ip: string) =>
  app.inject({ method: 'POST', url: apiPaths.login, remoteAddress: ip, payload: { UserName, Password } });

/** Five wrong passwords, each from another address of one /64, then what a sixth address of it and another /64 get. */
async function guessAcrossOneSlash64(apps: FastifyInstance[]) {
  const agent = await seedUser(apps[0]!);
  const guesses = [];
  for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1) {
    guesses.push((await attempt(apps[i % apps.length]!, agent.userName, 'wrong-password', `2001:db8:7:1::${i + 1}`)).statusCode);
  }
  // The same /64 written another way: leading zeros and the full eight groups.
  const sameSlash64 = await attempt(apps.at(-1)!, agent.userName, agent.password, '2001:0db8:0007:0001:ffff:1:2:3');
  const nextSlash64 = await attempt(apps.at(-1)!, agent.userName, agent.password, '2001:db8:7:2::1');
  return { guesses, sameSlash64: sameSlash64.statusCode, nextSlash64: nextSlash64.statusCode };
}

describeEachDatabase('the login throttle and IPv6 addresses', (kit) => {
  it('locks the whole /64 after the limit, and no other /64', async () => {
    const app = await kit.build();

    const { guesses, sameSlash64, nextSlash64 } = await guessAcrossOneSlash64([app]);

    expect(guesses).toEqual(Array(MAX_FAILURES_PER_PAIR).fill(401));
    expect(sameSlash64).toBe(429);
    expect(nextSlash64).toBe(200);
  });

  it('counts an IPv4 address arriving on a dual-stack socket as that IPv4 address', async () => {
    const app = await kit.build();
    const agent = await seedUser(app);
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1) await attempt(app, agent.userName, 'wrong-password', '198.51.100.40');

    expect((await attempt(app, agent.userName, agent.password, '::ffff:198.51.100.40')).statusCode).toBe(429);
    expect((await attempt(app, agent.userName, agent.password, '198.51.100.41')).statusCode).toBe(200);
  });
});

describeWithRedis('the login throttle and IPv6 addresses on two instances sharing Redis', (kit, { env }) => {
  it('locks the /64 on every instance', async () => {
    const databaseUrl = await kit.createDatabaseUrl();
    const apps = [await kit.build({ ...env, DATABASE_URL: databaseUrl }), await kit.build({ ...env, DATABASE_URL: databaseUrl })];

    const { guesses, sameSlash64, nextSlash64 } = await guessAcrossOneSlash64(apps);

    expect(guesses).toEqual(Array(MAX_FAILURES_PER_PAIR).fill(401));
    expect(sameSlash64).toBe(429);
    expect(nextSlash64).toBe(200);
  });
});
