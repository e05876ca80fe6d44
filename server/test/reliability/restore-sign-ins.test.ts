import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountPaths, apiPaths } from '@ghadi/contracts';
import { ADMIN_PASSWORD } from '../helper';
import { describeBuiltServer, killAllServers, repoRoot, startServer } from '../support/built-server';
import { runCommand } from '../support/run-command';
import { call, signIn } from '../support/site-api';
import { codeAt } from '../features/account-security/totp-support';

const backupCli = path.join(repoRoot, 'server/dist/cli/backup.js');
const restoreCli = path.join(repoRoot, 'server/dist/cli/restore.js');

describeBuiltServer('backups and restores keep sign-ins safe', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-restore-sign-ins-'));
  });
  afterEach(async () => {
    await killAllServers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a backup only its owner can read, and a restore ends every session and open second step it holds', async () => {
    const env = { DATABASE_URL: `sqlite:${path.join(dir, 'site.sqlite')}` };
    const server = await startServer(env.DATABASE_URL);
    const agent = { UserName: 'ravi', Password: 'agent-password-1' };
    const admin = await signIn(server);
    expect((await call(server, 'POST', apiPaths.users, { token: admin, body: { ...agent, DisplayName: 'Ravi', email: 'ravi@example.com', isActive: true } })).status).toBe(201);
    // An account with an app: its sign-in waits at the second step, its challenge open in the backup.
    const started = await call(server, 'POST', accountPaths.myTotp, { token: admin });
    const secret = started.body.secret as string;
    expect((await call(server, 'POST', accountPaths.myTotpConfirm, { token: admin, body: { code: codeAt(secret) } })).status).toBe(200);
    const waiting = await call(server, 'POST', apiPaths.login, { body: { UserName: 'admin', Password: ADMIN_PASSWORD } });
    expect(waiting.body.mfaRequired).toBe(true);
    const agentToken = (await call(server, 'POST', apiPaths.login, { body: agent })).body.token as string;

    const backup = path.join(dir, 'kept', 'site-backup.sqlite');
    const backedUp = await runCommand(process.execPath, [backupCli, backup], env);
    expect(backedUp.code).toBe(0);
    expect(statSync(backup).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(backup)).mode & 0o777).toBe(0o700);

    await server.kill('SIGTERM');
    const restored = await runCommand(process.execPath, [restoreCli, backup], { ...env, PORT: String(server.port) });
    expect([restored.code, restored.stdout]).toEqual([0, expect.stringContaining("Ended the restored database's 2 session(s) and open sign-in steps")]);

    const again = await startServer(env.DATABASE_URL);
    expect((await call(again, 'GET', apiPaths.currentUser, { token: admin })).status).toBe(401);
    expect((await call(again, 'GET', apiPaths.currentUser, { token: agentToken })).status).toBe(401);
    const secondStep = await call(again, 'POST', accountPaths.secondFactor, { body: { challenge: waiting.body.challenge, code: codeAt(secret, new Date(Date.now() + 30_000)) } });
    expect(secondStep.status).toBe(401);
    // Signing in afresh works: the data came back, only the sign-ins did not.
    expect((await call(again, 'POST', apiPaths.login, { body: agent })).status).toBe(200);
  }, 60_000);
});
