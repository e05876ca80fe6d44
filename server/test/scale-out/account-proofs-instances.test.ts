import type { FastifyInstance } from 'fastify';
import { accountPaths, apiPaths, serverMessages } from '@ghadi/contracts';
import { ADMIN_PASSWORD, bearer, createAgent, login } from '../helper';
import { movableClock } from '../fixtures';
import { describeWithRedis } from '../support/with-redis';
import { MFA_KEY, codeAt, enrolTotp } from '../features/account-security/totp-support';

const NOON = '2026-11-20T06:30:00.000Z';
const at = (seconds: number) => new Date(Date.parse(NOON) + seconds * 1000);

// Two instances behind one load balancer share PostgreSQL and Redis: the attacker's requests land on either.
describeWithRedis('proofs and the second-step lock across two instances', (kit, redis) => {
  const time = movableClock(NOON);
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const env = { ...redis.env, DATABASE_URL: await kit.createDatabaseUrl(), MFA_ENCRYPTION_KEY: MFA_KEY, MFA_REQUIRED: 'admin' };
    a = await kit.build(env, { clock: time.clock });
    b = await kit.build(env, { clock: time.clock });
  });

  it('locks the second step for wrong codes spread over both instances', async () => {
    const agent = await createAgent(a);
    const { secret } = await enrolTotp(a, agent.token, at(0));
    for (let i = 0; i < 10; i += 1) {
      time.set(at(60 * (i + 1)).toISOString());
      const instance = i % 2 === 0 ? a : b;
      const from = `198.51.100.${i + 1}`;
      const { challenge } = (await instance.inject({ method: 'POST', url: apiPaths.login, remoteAddress: from, payload: { UserName: agent.userName, Password: agent.password } })).json();
      const wrong = await instance.inject({ method: 'POST', url: accountPaths.secondFactor, remoteAddress: from, payload: { challenge, code: '000000' } });
      expect(wrong.statusCode).toBe(401);
    }
    // Each instance saw five: alone, neither would have locked.
    time.set(at(11 * 60).toISOString());
    for (const instance of [a, b]) {
      const { challenge } = (await login(instance, agent.userName, agent.password)).json();
      const right = await instance.inject({ method: 'POST', url: accountPaths.secondFactor, payload: { challenge, code: codeAt(secret, at(11 * 60)) } });
      expect([right.statusCode, right.json().message]).toEqual([429, serverMessages.secondStepLocked]);
    }
  });

  it('ends on one instance the phished session that the owner\'s enrolment on the other made worthless', async () => {
    time.set(NOON);
    const intruder = (await login(a, 'admin', ADMIN_PASSWORD)).json().token as string;
    const owner = (await login(b, 'admin', ADMIN_PASSWORD)).json().token as string;
    await enrolTotp(b, owner, at(0));
    expect((await b.inject({ method: 'GET', url: apiPaths.users, headers: bearer(owner) })).statusCode).toBe(200);
    expect((await a.inject({ method: 'GET', url: apiPaths.users, headers: bearer(intruder) })).statusCode).toBe(401);
  });

  it('opens the guarded actions on one instance to a proof given on the other', async () => {
    const agent = await createAgent(a);
    time.set(at(11 * 60).toISOString());
    const mint = (instance: FastifyInstance) =>
      instance.inject({ method: 'POST', url: accountPaths.agentTokens.url(agent.id), headers: bearer(agent.token), payload: { name: 'Robot', expiresInDays: 7 } });
    expect((await mint(b)).json().reauthRequired).toBe(true);
    expect((await a.inject({ method: 'POST', url: accountPaths.myReauth, headers: bearer(agent.token), payload: { Password: agent.password } })).statusCode).toBe(200);
    expect((await mint(b)).statusCode).toBe(201);
  });
});
