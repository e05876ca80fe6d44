import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MfaKeyError, rotateMfaKey } from '../../../src/features/sign-in';
import { openSecret, sealSecret } from '../../../src/features/sign-in/two-factor/secret-box';
import { createAgent, describeEachDatabase, login } from '../../helper';
import { movableClock } from '../../fixtures';
import { MFA_KEY, codeAt, enrolTotp, secondFactor } from './totp-support';

const NOON = '2026-11-20T06:30:00.000Z';
const NEW_KEY = 'Zm9yIHRoZSB0ZXN0cyBvbmx5LCBuZXZlciBpbiB1c2U=';
const keyOf = (base64: string) => Buffer.from(base64, 'base64');

async function signInWithCode(app: FastifyInstance, account: { userName: string; password: string }, code: string): Promise<number> {
  const challenge = (await login(app, account.userName, account.password)).json().challenge as string;
  return (await secondFactor(app, challenge, code)).statusCode;
}

const storedSecrets = async (app: FastifyInstance) => (await app.db.selectFrom('totp_factors').select(['user_id', 'secret']).orderBy('user_id').execute()).map((row) => row.secret);

describeEachDatabase('npm run mfa:rotate-key', (kit) => {
  const time = movableClock(NOON);
  let dir: string;
  let keyFile: string;
  beforeEach(() => {
    time.set(NOON);
    dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-rotate-'));
    keyFile = path.join(dir, 'mfa.key');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A site with two accounts using an app, stopped (as the command wants it) but for its database connection. */
  async function siteWithApps(env: Record<string, string>) {
    const databaseUrl = await kit.createDatabaseUrl();
    const app = await kit.build({ DATABASE_URL: databaseUrl, MFA_KEY_FILE: keyFile, ...env }, { clock: time.clock });
    const accounts = [];
    for (let i = 0; i < 2; i += 1) {
      const agent = await createAgent(app);
      accounts.push({ ...agent, ...(await enrolTotp(app, agent.token, time.clock())) });
    }
    return { databaseUrl, app, accounts };
  }

  it('re-seals every secret with a new key written to the key file; the old key opens nothing after', async () => {
    const { databaseUrl, app, accounts } = await siteWithApps({});
    const oldKey = readFileSync(keyFile, 'utf8');
    const before = await storedSecrets(app);

    const rotation = await rotateMfaKey(app.db, app.config.mfa, time.clock());

    const newKey = readFileSync(keyFile, 'utf8');
    expect(rotation).toEqual({ secrets: 2, keyFile });
    expect(newKey).not.toBe(oldKey);
    expect(newKey).toMatch(/^[A-Za-z0-9+/]{43}=\n$/);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(existsSync(`${keyFile}.new`)).toBe(false);
    const after = await storedSecrets(app);
    expect(after.map((sealed) => openSecret(keyOf(newKey.trim()), sealed))).toEqual(accounts.map((account) => account.secret));
    expect(after.filter((sealed) => before.includes(sealed))).toEqual([]);
    for (const sealed of after) expect(() => openSecret(keyOf(oldKey.trim()), sealed)).toThrow();
    const log = await app.db.selectFrom('audit_log').select(['user_name', 'action']).where('action', '=', 'mfa:rotate-key').execute();
    expect(log).toEqual([{ user_name: '(command line)', action: 'mfa:rotate-key' }]);

    // The site started again with the file: app codes and recovery codes still sign in.
    await app.close();
    const restarted = await kit.build({ DATABASE_URL: databaseUrl, MFA_KEY_FILE: keyFile }, { clock: time.clock });
    time.set('2026-11-20T06:31:00.000Z');
    expect(await signInWithCode(restarted, accounts[0]!, codeAt(accounts[0]!.secret, time.clock()))).toBe(200);
    expect(await signInWithCode(restarted, accounts[1]!, accounts[1]!.recoveryCodes[0]!)).toBe(200);
    // An instance left on the old key refuses to start rather than fail every code.
    await expect(kit.build({ DATABASE_URL: databaseUrl, MFA_ENCRYPTION_KEY: oldKey.trim() })).rejects.toThrow(/sealed with another MFA key/);
  });

  it('takes the new key from MFA_NEW_ENCRYPTION_KEY when the key comes from MFA_ENCRYPTION_KEY, and asks for one otherwise', async () => {
    const { databaseUrl, app, accounts } = await siteWithApps({ MFA_ENCRYPTION_KEY: MFA_KEY });

    await expect(rotateMfaKey(app.db, app.config.mfa, time.clock())).rejects.toThrow(/give the new one in MFA_NEW_ENCRYPTION_KEY/);
    await expect(rotateMfaKey(app.db, { ...app.config.mfa, newEncryptionKey: keyOf(MFA_KEY) }, time.clock())).rejects.toThrow(/is the current key/);
    const rotation = await rotateMfaKey(app.db, { ...app.config.mfa, newEncryptionKey: keyOf(NEW_KEY) }, time.clock());

    expect(rotation).toEqual({ secrets: 2, keyFile: null });
    expect(existsSync(keyFile)).toBe(false);
    await app.close();
    const restarted = await kit.build({ DATABASE_URL: databaseUrl, MFA_ENCRYPTION_KEY: NEW_KEY }, { clock: time.clock });
    time.set('2026-11-20T06:31:00.000Z');
    expect(await signInWithCode(restarted, accounts[1]!, codeAt(accounts[1]!.secret, time.clock()))).toBe(200);
  });

  it('changes nothing when one secret cannot be opened with the current key: all or nothing', async () => {
    const { app } = await siteWithApps({});
    const oldKey = readFileSync(keyFile, 'utf8');
    // A third account's secret sealed with some other key, as a database mixing keys would hold.
    const stranger = await createAgent(app);
    await app.db.insertInto('totp_factors').values({ user_id: stranger.userId, secret: sealSecret(keyOf(NEW_KEY), 'JBSWY3DPEHPK3PXP'), created_at: NOON, confirmed_at: NOON, last_step: 0 }).execute();
    const before = await storedSecrets(app);
    const keyringBefore = await app.db.selectFrom('mfa_keyring').selectAll().execute();

    await expect(rotateMfaKey(app.db, app.config.mfa, time.clock())).rejects.toThrow(MfaKeyError);

    expect(await storedSecrets(app)).toEqual(before);
    expect(await app.db.selectFrom('mfa_keyring').selectAll().execute()).toEqual(keyringBefore);
    expect(readFileSync(keyFile, 'utf8')).toBe(oldKey);
    expect(existsSync(`${keyFile}.new`)).toBe(false);
    expect(await app.db.selectFrom('audit_log').select('action').where('action', '=', 'mfa:rotate-key').execute()).toEqual([]);
  });
});
