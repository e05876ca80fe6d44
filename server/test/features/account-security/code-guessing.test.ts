import type { FastifyInstance } from 'fastify';
import { accountPaths, apiPaths, serverMessages } from '@ghadi/contracts';
import { bearer, createAgent, describeEachDatabase, type SignedInUser } from '../../helper';
import { movableClock } from '../../fixtures';
import { MFA_KEY, codeAt, enrolTotp } from './totp-support';

const NOON = '2026-11-20T06:30:00.000Z';
const at = (seconds: number) => new Date(Date.parse(NOON) + seconds * 1000);
const MINUTE = 60;

// The attacker has the password (phished) and guesses the six digits, from many addresses.
describeEachDatabase('guessing a second-step code gets nowhere', (kit) => {
  const time = movableClock(NOON);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build({ MFA_ENCRYPTION_KEY: MFA_KEY }, { clock: time.clock });
  });
  beforeEach(() => time.set(NOON));

  const signIn = (agent: SignedInUser, from: string, Password = agent.password) =>
    app.inject({ method: 'POST', url: apiPaths.login, remoteAddress: from, payload: { UserName: agent.userName, Password } });
  const answer = (challenge: string, code: string, from: string) =>
    app.inject({ method: 'POST', url: accountPaths.secondFactor, remoteAddress: from, payload: { challenge, code } });
  /** At `seconds`, from an address of its own: the password, then a wrong code. */
  async function guess(agent: SignedInUser, seconds: number, from: string) {
    time.set(at(seconds).toISOString());
    const { challenge } = (await signIn(agent, from)).json();
    return answer(challenge, '000000', from);
  }
  const guessingAddress = (network: number, i: number) => `198.51.${network}.${i + 1}`;
  /** Ten wrong codes a minute apart, each from another address. */
  async function tenGuesses(agent: SignedInUser, fromSecond: number, network: number) {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await guess(agent, fromSecond + i * MINUTE, guessingAddress(network, i))).statusCode);
    return statuses;
  }
  /**
   * Signs in from the addresses of `networks`' guesses before a factor is added: the account's budget of
   * strangers' attempts, whose windows are in real time, then leaves them alone, and only the lock of codes
   * stands in their way however many the case makes.
   */
  async function knownAddresses(agent: SignedInUser, networks: number[]) {
    for (const network of networks) for (let i = 0; i < 10; i += 1) expect((await signIn(agent, guessingAddress(network, i))).statusCode).toBe(200);
  }
  async function ownerSignsIn(agent: SignedInUser, secret: string, seconds: number) {
    time.set(at(seconds).toISOString());
    const { challenge } = (await signIn(agent, '127.0.0.1')).json();
    return answer(challenge, codeAt(secret, at(seconds)), '127.0.0.1');
  }

  it('closes a challenge after three wrong codes: the fourth, even right, is refused', async () => {
    const agent = await createAgent(app);
    const { secret } = await enrolTotp(app, agent.token, at(0));
    time.set(at(MINUTE).toISOString());
    const { challenge } = (await signIn(agent, '127.0.0.1')).json();
    const answers = [];
    for (const code of ['000000', '111111', '222222', codeAt(secret, at(MINUTE))]) answers.push((await answer(challenge, code, '127.0.0.1')).json().message);
    expect(answers).toEqual([serverMessages.invalidCode, serverMessages.invalidCode, serverMessages.challengeEnded, serverMessages.challengeEnded]);
  });

  it("locks the account's second step after ten wrong codes from anywhere, longer each time, until a right code", async () => {
    const agent = await createAgent(app);
    await knownAddresses(agent, [1, 2, 3]);
    const { secret } = await enrolTotp(app, agent.token, at(0));
    expect(await tenGuesses(agent, MINUTE, 1)).toEqual(Array(10).fill(401));

    // The tenth locked it for 15 minutes, the owner's right code included.
    const locked = await ownerSignsIn(agent, secret, 11 * MINUTE);
    expect([locked.statusCode, locked.json().message, locked.headers['retry-after']]).toEqual([429, serverMessages.secondStepLocked, String(14 * 60)]);

    // Once over, ten more lock it for twice as long.
    expect(await tenGuesses(agent, 26 * MINUTE, 2)).toEqual(Array(10).fill(401));
    const longer = await ownerSignsIn(agent, secret, 36 * MINUTE);
    expect([longer.statusCode, longer.headers['retry-after']]).toEqual([429, String(29 * 60)]);

    // A right code after the lock clears the run: the next lock is 15 minutes again.
    expect((await ownerSignsIn(agent, secret, 66 * MINUTE)).statusCode).toBe(200);
    expect(await tenGuesses(agent, 67 * MINUTE, 3)).toEqual(Array(10).fill(401));
    expect((await ownerSignsIn(agent, secret, 77 * MINUTE)).headers['retry-after']).toBe(String(14 * 60));

    const log = await app.db.selectFrom('audit_log').select(['target', 'status']).where('user_id', '=', agent.userId).where('action', '=', 'sign-in refused').execute();
    expect(log.filter((row) => row.target === 'wrong-code')).toHaveLength(30);
    expect(log.filter((row) => row.target === 'second-step-locked')).toEqual(Array(3).fill({ target: 'second-step-locked', status: 429 }));
  });

  it('records every sign-in, refused or not, with the address, and tells the owner of the failures since the last one', async () => {
    const agent = await createAgent(app);
    const { secret } = await enrolTotp(app, agent.token, at(0));
    time.set(at(MINUTE).toISOString());
    await signIn(agent, '203.0.113.7', 'not-the-password');
    await signIn(agent, '203.0.113.7', 'still-not-it');
    await guess(agent, 2 * MINUTE, '203.0.113.8');
    // Later than the wrong code, so the log's order by time is theirs.
    time.set(at(2 * MINUTE + 30).toISOString());
    await app.inject({ method: 'POST', url: apiPaths.login, remoteAddress: '203.0.113.9', payload: { UserName: 'nobody-here', Password: 'whatever-it-is' } });

    const signedIn = await ownerSignsIn(agent, secret, 3 * MINUTE);
    const security = (token: string) => app.inject({ method: 'GET', url: accountPaths.mySecurity, headers: bearer(token) });
    expect((await security(signedIn.json().token)).json().data.failedSignIns).toBe(3);
    // The session open before them was told nothing of them; the next sign-in has none to tell.
    expect((await security(agent.token)).json().data.failedSignIns).toBe(0);
    const next = await ownerSignsIn(agent, secret, 4 * MINUTE);
    expect((await security(next.json().token)).json().data.failedSignIns).toBe(0);

    const log = await app.db
      .selectFrom('audit_log')
      .select(['user_id', 'user_name', 'action', 'target', 'status', 'ip'])
      .where((eb) => eb.or([eb('user_id', '=', agent.userId), eb('user_name', '=', 'nobody-here')]))
      .where('action', 'like', 'sign-in%')
      .orderBy('at')
      .orderBy('action')
      .execute();
    const user = { user_id: agent.userId, user_name: agent.userName };
    expect(log).toEqual([
      { ...user, action: 'sign-in', target: 'password', status: 200, ip: '127.0.0.1' },
      { ...user, action: 'sign-in refused', target: 'wrong-password', status: 401, ip: '203.0.113.7' },
      { ...user, action: 'sign-in refused', target: 'wrong-password', status: 401, ip: '203.0.113.7' },
      { ...user, action: 'sign-in refused', target: 'wrong-code', status: 401, ip: '203.0.113.8' },
      { user_id: 0, user_name: 'nobody-here', action: 'sign-in refused', target: 'unknown-user', status: 401, ip: '203.0.113.9' },
      { ...user, action: 'sign-in', target: 'totp', status: 200, ip: '127.0.0.1' },
      { ...user, action: 'sign-in', target: 'totp', status: 200, ip: '127.0.0.1' },
    ]);
  });
});
