import { createHash, createHmac } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { accountPaths } from '@ghadi/contracts';
import { openSecret } from '../../../src/features/sign-in/two-factor/secret-box';
import { createAgent, describeEachDatabase, login } from '../../helper';
import { movableClock } from '../../fixtures';
import { MFA_KEY, codeAt, enrolTotp, secondFactor } from './totp-support';

const NOON = '2026-11-20T06:30:00.000Z';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Signs in with the password, then `code`: the second step's status. */
async function signInWithCode(app: FastifyInstance, account: { userName: string; password: string }, code: string): Promise<number> {
  const challenge = (await login(app, account.userName, account.password)).json().challenge as string;
  return (await secondFactor(app, challenge, code)).statusCode;
}

describeEachDatabase('the MFA key without MFA_ENCRYPTION_KEY', (kit) => {
  const time = movableClock(NOON);
  let dir: string;
  let keyFile: string;
  beforeEach(() => {
    time.set(NOON);
    dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-mfa-key-'));
    // A folder that does not exist yet, as data/ on a fresh checkout.
    keyFile = path.join(dir, 'data', 'mfa.key');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const start = async (databaseUrl: string, env: Record<string, string> = {}) => {
    const lines: string[] = [];
    const app = await kit.build(
      { DATABASE_URL: databaseUrl, MFA_KEY_FILE: keyFile, LOG_LEVEL: 'warn', ...env },
      { clock: time.clock, logStream: { write: (line: string) => void lines.push(line) } },
    );
    // What it said about the MFA key.
    return { app, said: () => lines.map((line) => JSON.parse(line).msg as string).filter((message) => /MFA key/.test(message)) };
  };

  it('makes a key file only its owner can read on the first start, says so once, and uses it on the next', async () => {
    const databaseUrl = await kit.createDatabaseUrl();
    const first = await start(databaseUrl);
    const agent = await createAgent(first.app);
    const { secret } = await enrolTotp(first.app, agent.token, time.clock());
    const key = readFileSync(keyFile, 'utf8');

    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(key).toMatch(/^[A-Za-z0-9+/]{43}=\n$/);
    expect(first.said()).toEqual([expect.stringContaining(`Generated the MFA key in ${keyFile}`)]);
    expect(first.said()[0]).toContain('Keep a copy apart from the database backups');

    await first.app.close();
    const second = await start(databaseUrl);
    time.set('2026-11-20T06:31:00.000Z');

    expect(second.said()).toEqual([]);
    expect(readFileSync(keyFile, 'utf8')).toBe(key);
    expect(await signInWithCode(second.app, agent, codeAt(secret, time.clock()))).toBe(200);
  });

  it('says at each start when others on the machine can read the key file', async () => {
    const databaseUrl = await kit.createDatabaseUrl();
    await (await start(databaseUrl)).app.close();
    chmodSync(keyFile, 0o644);

    expect((await start(databaseUrl)).said()).toEqual([`The MFA key file ${keyFile} can be read by other users of this machine: chmod 600 it`]);
  });

  it('refuses to start an instance whose key did not seal the database, naming what to do', async () => {
    const databaseUrl = await kit.createDatabaseUrl();
    await start(databaseUrl);

    await expect(start(databaseUrl, { MFA_ENCRYPTION_KEY: MFA_KEY })).rejects.toThrow(/sealed with another MFA key.*same key/s);
  });

  it('lets one of two instances with different keys starting together on a new database start, never both', async () => {
    const databaseUrl = await kit.createDatabaseUrl();

    const outcomes = await Promise.allSettled([start(databaseUrl), start(databaseUrl, { MFA_ENCRYPTION_KEY: MFA_KEY })]);

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('uses MFA_ENCRYPTION_KEY when it is set, and makes no key file', async () => {
    const { app } = await start(await kit.createDatabaseUrl(), { MFA_ENCRYPTION_KEY: MFA_KEY });
    const agent = await createAgent(app);
    const { secret } = await enrolTotp(app, agent.token, time.clock());
    const stored = await app.db.selectFrom('totp_factors').select('secret').where('user_id', '=', agent.userId).executeTakeFirstOrThrow();

    expect(existsSync(keyFile)).toBe(false);
    expect(openSecret(Buffer.from(MFA_KEY, 'base64'), stored.secret)).toBe(secret);
  });
});

describeEachDatabase('recovery codes at rest', (kit) => {
  it('are stored as keyed hashes, never the sha256 of the code, and each still signs in once', async () => {
    const app = await kit.build();
    const agent = await createAgent(app);
    const { recoveryCodes } = await enrolTotp(app, agent.token);
    const stored = await app.db.selectFrom('recovery_codes').select(['code_hash', 'hash_scheme']).where('user_id', '=', agent.userId).execute();
    const plain = recoveryCodes.map((code) => sha256(code.replace('-', '')));
    const keyed = plain.map((hash) => createHmac('sha256', app.mfaKeys.recoveryCodeKey).update(hash).digest('hex'));

    expect(stored.filter((row) => plain.includes(row.code_hash))).toEqual([]);
    expect(stored.map((row) => row.code_hash).sort()).toEqual([...keyed].sort());
    expect(new Set(stored.map((row) => row.hash_scheme))).toEqual(new Set(['hmac-sha256']));
    expect(await signInWithCode(app, agent, recoveryCodes[0]!)).toBe(200);
    expect(await signInWithCode(app, agent, recoveryCodes[0]!)).toBe(401);
  });

  it('stored as plain sha256 by an earlier release are keyed at the next start, and still sign in once', async () => {
    const databaseUrl = await kit.createDatabaseUrl();
    const before = await kit.build({ DATABASE_URL: databaseUrl });
    const agent = await createAgent(before);
    const { recoveryCodes } = await enrolTotp(before, agent.token);
    // The rows as the earlier release wrote them.
    await before.db.deleteFrom('recovery_codes').where('user_id', '=', agent.userId).execute();
    const createdAt = new Date().toISOString();
    await before.db
      .insertInto('recovery_codes')
      .values(recoveryCodes.map((code) => ({ code_hash: sha256(code.replace('-', '')), user_id: agent.userId, created_at: createdAt, used_at: null, hash_scheme: 'sha256' as const })))
      .execute();
    await before.close();

    const after = await kit.build({ DATABASE_URL: databaseUrl });
    const stored = await after.db.selectFrom('recovery_codes').select(['code_hash', 'hash_scheme']).where('user_id', '=', agent.userId).execute();

    expect(stored).toHaveLength(recoveryCodes.length);
    expect(stored.filter((row) => row.hash_scheme !== 'hmac-sha256' || /^[0-9a-f]{64}$/.test(row.code_hash) === false)).toEqual([]);
    expect(stored.filter((row) => recoveryCodes.some((code) => sha256(code.replace('-', '')) === row.code_hash))).toEqual([]);
    expect(await signInWithCode(after, agent, recoveryCodes[3]!)).toBe(200);
    expect(await signInWithCode(after, agent, recoveryCodes[3]!)).toBe(401);
    const security = await after.inject({ method: 'GET', url: accountPaths.mySecurity, headers: { authorization: `Bearer ${agent.token}` } });
    expect(security.json().data.recoveryCodesLeft).toBe(recoveryCodes.length - 1);
  });
});
