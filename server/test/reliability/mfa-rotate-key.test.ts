import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountPaths, apiPaths } from '@ghadi/contracts';
import { ADMIN_PASSWORD } from '../helper';
import { describeBuiltServer, killAllServers, repoRoot, startServer } from '../support/built-server';
import { runCommand } from '../support/run-command';
import { call, signIn } from '../support/site-api';
import { codeAt } from '../features/account-security/totp-support';

const rotateCli = path.join(repoRoot, 'server/dist/cli/mfa-rotate-key.js');

describeBuiltServer('npm run mfa:rotate-key', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-rotate-cli-'));
  });
  afterEach(async () => {
    await killAllServers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses while the site runs, then moves the key file to a new key that the restarted site signs in with', async () => {
    const keyFile = path.join(dir, 'mfa.key');
    const env = { DATABASE_URL: `sqlite:${path.join(dir, 'site.sqlite')}`, MFA_KEY_FILE: keyFile };
    const server = await startServer(env.DATABASE_URL, { MFA_KEY_FILE: keyFile });
    const admin = await signIn(server);
    const secret = (await call(server, 'POST', accountPaths.myTotp, { token: admin })).body.secret as string;
    expect((await call(server, 'POST', accountPaths.myTotpConfirm, { token: admin, body: { code: codeAt(secret) } })).status).toBe(200);
    const oldKey = readFileSync(keyFile, 'utf8');

    const refused = await runCommand(process.execPath, [rotateCli], { ...env, PORT: String(server.port) });
    expect([refused.code, refused.stderr]).toEqual([1, expect.stringContaining(`a server answers on port ${server.port}`)]);
    expect(readFileSync(keyFile, 'utf8')).toBe(oldKey);

    await server.kill('SIGTERM');
    const rotated = await runCommand(process.execPath, [rotateCli], { ...env, PORT: String(server.port) });
    expect([rotated.code, rotated.stdout]).toEqual([0, `Re-sealed 1 authenticator-app secret(s) with a new MFA key; the new key is in ${keyFile}: copy it to every instance's MFA_KEY_FILE and to where you keep it apart from the backups\n`]);
    expect(readFileSync(keyFile, 'utf8')).not.toBe(oldKey);

    const again = await startServer(env.DATABASE_URL, { MFA_KEY_FILE: keyFile });
    const challenge = (await call(again, 'POST', apiPaths.login, { body: { UserName: 'admin', Password: ADMIN_PASSWORD } })).body.challenge as string;
    const signedIn = await call(again, 'POST', accountPaths.secondFactor, { body: { challenge, code: codeAt(secret, new Date(Date.now() + 30_000)) } });
    expect(signedIn.status).toBe(200);
  }, 60_000);
});
