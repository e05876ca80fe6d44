import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { adminToken, bearer, describeEachDatabase, seedUser } from '../../helper';
import { watchArgon2, type Argon2Watch } from '../../support/argon2-watch';
import { describeWithRedis } from '../../support/with-redis';

// The rules as the README states them.
const limits = { maxFailuresPerPair: 5, windowSeconds: 15 * 60, accountBurst: 10, accountStepSeconds: 45 };
const MAX_CONCURRENT_HASHES = 2;
const MAX_WAITING_CHECKS = 16;
// Hundreds of requests, and every allowed one hashes (about 0.1 s each, one or two at a time).
const FLOOD_TIMEOUT_MS = 120_000;
// Locks end by the app's clock: standing still, it keeps them on for a whole case. (Counts are in windows
// opened by each key's first attempt, whatever the moment the suite runs.)
const standing = { clock: () => new Date('2026-11-20T06:30:00.000Z') };

const attempt = (app: FastifyInstance, UserName: string, Password: string, ip: string) =>
  app.inject({ method: 'POST', url: apiPaths.login, remoteAddress: ip, payload: { UserName, Password } });

const statuses = (responses: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

/**
 * 200 wrong passwords at once for one account, spread over `apps` (instances) from one address, and the
 * right password sent as soon as the first refusal is back: by then the pair is locked.
 */
async function parallelGuesses(apps: FastifyInstance[], account: { userName: string; password: string }) {
  const attacker = '203.0.113.66';
  let firstRefusal!: () => void;
  const refused = new Promise<void>((resolve) => (firstRefusal = resolve));
  const guesses = Array.from({ length: 200 }, (_, i) =>
    attempt(apps[i % apps.length]!, account.userName, `wrong-password-${i}`, attacker).then((response) => {
      if (response.statusCode === 429) firstRefusal();
      return response;
    }),
  );
  // Without a refusal at all, every guess was checked: the assertions on them say so.
  await Promise.race([refused, Promise.all(guesses)]);
  const rightPassword = await attempt(apps.at(-1)!, account.userName, account.password, attacker);
  return { guesses: await Promise.all(guesses), rightPassword };
}

function expectOnlyTheLimitChecked(guesses: LightMyRequestResponse[], argon2: Argon2Watch) {
  expect(statuses(guesses)).toEqual({ 401: limits.maxFailuresPerPair, 429: 200 - limits.maxFailuresPerPair });
  expect(argon2.verifications).toBe(limits.maxFailuresPerPair);
  const refusal = guesses.find((response) => response.statusCode === 429)!;
  expect(refusal.json()).toEqual({ success: false, code: 'tooManyAttempts', message: serverMessages.tooManyAttempts });
  // The lock's 15 minutes, give or take the seconds of the burst itself; a second more at most, as requests
  // read the clock before their round trip to Redis, in any order.
  expect(Number(refusal.headers['retry-after']) - limits.windowSeconds).toBeGreaterThanOrEqual(-5);
  expect(Number(refusal.headers['retry-after']) - limits.windowSeconds).toBeLessThanOrEqual(1);
}

let argon2: Argon2Watch;
beforeEach(() => {
  argon2 = watchArgon2();
});
afterEach(() => argon2.stop());

describeEachDatabase('login under a parallel attack', (kit) => {
  it('checks no more passwords than the limit however many arrive at once, and then refuses the right one', async () => {
    const app = await kit.build({}, standing);
    const agent = await seedUser(app);
    argon2.verifications = 0;

    const { guesses, rightPassword } = await parallelGuesses([app], agent);

    expectOnlyTheLimitChecked(guesses, argon2);
    expect(rightPassword.statusCode).toBe(429);
  }, FLOOD_TIMEOUT_MS);

  it('lets the owner sign in from their own address while others hammer the account', async () => {
    const app = await kit.build({ TRUST_PROXY: 'true' }, standing);
    const agent = await seedUser(app);
    const from = (ip: string, Password: string) =>
      app.inject({
        method: 'POST',
        url: apiPaths.login,
        headers: { 'x-forwarded-for': ip },
        payload: { UserName: agent.userName, Password },
      });
    const owner = '192.0.2.10';
    expect((await from(owner, agent.password)).statusCode).toBe(200);
    argon2.verifications = 0;

    // 200 guesses from 50 addresses, with the owner signing in twice in the middle of them.
    const attack = Array.from({ length: 200 }, (_, i) => from(`198.18.${i % 50}.1`, `wrong-password-${i}`));
    const ownerDuring = await from(owner, agent.password);
    const answers = await Promise.all(attack);
    const ownerAfter = await from(owner, agent.password);
    const strangerWithThePassword = await from('192.0.2.99', agent.password);

    expect(ownerDuring.statusCode).toBe(200);
    expect(ownerAfter.statusCode).toBe(200);
    // The account's budget is spent, so the attackers were slowed down to its burst (plus the owner's two)...
    expect(statuses(answers)).toEqual({ 401: limits.accountBurst, 429: 200 - limits.accountBurst });
    expect(argon2.verifications).toBe(limits.accountBurst + 2);
    // ...and so is any other new address, told when to try again rather than locked out.
    expect(strangerWithThePassword.statusCode).toBe(429);
    expect(Number(strangerWithThePassword.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(strangerWithThePassword.headers['retry-after'])).toBeLessThanOrEqual(limits.accountStepSeconds);
  }, FLOOD_TIMEOUT_MS);

  it('lets a new address through once the pair limit of another has locked only that pair', async () => {
    const app = await kit.build({}, standing);
    const agent = await seedUser(app);
    for (let i = 0; i < limits.maxFailuresPerPair; i += 1) {
      expect((await attempt(app, agent.userName, 'wrong-password', '203.0.113.5')).statusCode).toBe(401);
    }

    expect((await attempt(app, agent.userName, agent.password, '203.0.113.5')).statusCode).toBe(429);
    expect((await attempt(app, agent.userName, agent.password, '198.51.100.23')).statusCode).toBe(200);
  });
});

describeEachDatabase("an account's budget", (kit) => {
  // How many it allows in an hour is proven on the throttle itself, whose clock a test can move
  // (login-throttle.test.ts): its windows are the store's, in real time.
  it('checks a burst of 10 from ever new addresses, then refuses even the right password and says when to retry', async () => {
    const app = await kit.build({}, standing);
    const agent = await seedUser(app);
    let address = 0;
    const stranger = (Password = 'wrong-password') => attempt(app, agent.userName, Password, `198.18.${address >> 8}.${address++ & 255}`);

    const burst = [];
    for (let i = 0; i < limits.accountBurst; i += 1) burst.push(await stranger());
    const refused = await stranger(agent.password);

    expect(statuses(burst)).toEqual({ 401: limits.accountBurst });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, code: 'tooManyAttempts', message: serverMessages.tooManyAttempts });
    // The next step of the budget: the first attempt opened it, a few seconds of hashing ago.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(limits.accountStepSeconds - 15);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(limits.accountStepSeconds);
  }, FLOOD_TIMEOUT_MS);
});

describeEachDatabase('password hashing under a login flood', (kit) => {
  it('hashes one or two passwords at a time, and answers 503 with Retry-After when too many wait', async () => {
    const app = await kit.build({}, standing);
    const token = await adminToken(app);
    // An unknown name is checked against a stand-in hash made on first use: made now, before the hold.
    await attempt(app, 'flood-warm-up', 'wrong-password', '198.18.2.1');
    argon2.maxRunning = 0;
    // No hash finishes until the whole flood has arrived: a slot freed meanwhile would let one more in.
    const release = argon2.hold();

    // Every guess is for another name from another address, so the throttle lets them all through.
    let answered = 0;
    const flood = Array.from({ length: 60 }, (_, i) =>
      Promise.resolve(attempt(app, `flood-${i}`, 'wrong-password', `198.18.1.${i}`)).finally(() => (answered += 1)),
    );
    const newAgent = app.inject({
      method: 'POST',
      url: apiPaths.users,
      headers: bearer(token),
      payload: {
        UserName: `agent${randomUUID().slice(0, 8)}`,
        DisplayName: 'New Agent',
        email: 'new@example.com',
        Password: 'new-agent-password',
      },
    });
    // Those that find no room are answered at once; the rest wait for their hash.
    // At most this many are checked; the new agent's password may take one of the places.
    const places = MAX_CONCURRENT_HASHES + MAX_WAITING_CHECKS;
    while (answered < 60 - places) await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    const answers = await Promise.all(flood);

    expect(argon2.maxRunning).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    expect((await newAgent).statusCode).toBe(201);
    const counts = statuses(answers);
    expect(counts[401]).toBeGreaterThanOrEqual(places - 2);
    expect(counts[401]).toBeLessThanOrEqual(places);
    expect(counts[503]).toBe(60 - counts[401]!);
    const busy = answers.find((response) => response.statusCode === 503)!;
    expect(busy.headers['retry-after']).toEqual(expect.stringMatching(/^[1-9]\d*$/));
    expect(busy.json()).toEqual({ success: false, code: 'loginBusy', message: serverMessages.loginBusy });

    // A refused check was no failure: the same name and address may still try the full limit.
    const refusedName = answers.indexOf(busy);
    for (let i = 0; i < limits.maxFailuresPerPair; i += 1) {
      expect((await attempt(app, `flood-${refusedName}`, 'wrong-password', `198.18.1.${refusedName}`)).statusCode).toBe(401);
    }
  }, FLOOD_TIMEOUT_MS);
});

describeWithRedis('login under a parallel attack on two instances sharing Redis', (kit, { env }) => {
  it('checks no more passwords than the limit across both instances', async () => {
    const DATABASE_URL = await kit.createDatabaseUrl();
    const a = await kit.build({ ...env, DATABASE_URL }, standing);
    const b = await kit.build({ ...env, DATABASE_URL }, standing);
    // Commands fail at once until connected (each instance would fall back to its own memory).
    for (const { redis } of [a, b]) {
      if (redis!.client.status !== 'ready') await new Promise((resolve) => redis!.client.once('ready', resolve));
    }
    const agent = await seedUser(a);
    argon2.verifications = 0;

    const { guesses, rightPassword } = await parallelGuesses([a, b], agent);

    expectOnlyTheLimitChecked(guesses, argon2);
    expect(rightPassword.statusCode).toBe(429);
    expect((await attempt(a, agent.userName, agent.password, '203.0.113.66')).statusCode).toBe(429);
    expect((await attempt(b, agent.userName, agent.password, '198.51.100.23')).statusCode).toBe(200);
  }, FLOOD_TIMEOUT_MS);
});
