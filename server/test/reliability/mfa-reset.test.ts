import path from 'node:path';
import { apiPaths } from '@ghadi/contracts';
import { ADMIN_PASSWORD, adminToken, describeEachDatabase, login } from '../helper';
import { describeBuiltServer, repoRoot } from '../support/built-server';
import { runCommand } from '../support/run-command';
import { MFA_KEY, enrolTotp } from '../features/account-security/totp-support';

const mfaResetCli = path.join(repoRoot, 'server/dist/cli/mfa-reset.js');

describeBuiltServer('npm run mfa:reset', () => {
  describeEachDatabase('the break-glass command', (kit) => {
    it("removes an account's factors and sessions, recorded in the audit log, so the password alone signs in", async () => {
      const databaseUrl = await kit.createDatabaseUrl();
      const app = await kit.build({ DATABASE_URL: databaseUrl, MFA_ENCRYPTION_KEY: MFA_KEY });
      const token = await adminToken(app);
      await enrolTotp(app, token);
      expect((await login(app, 'admin', ADMIN_PASSWORD)).json().mfaRequired).toBe(true);

      const outcome = await runCommand(process.execPath, [mfaResetCli, 'admin'], { DATABASE_URL: databaseUrl });
      expect([outcome.code, outcome.stdout]).toEqual([0, expect.stringContaining('Removed the second factors of "admin"')]);

      expect((await app.inject({ method: 'GET', url: apiPaths.currentUser, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
      expect((await login(app, 'admin', ADMIN_PASSWORD)).json()).toMatchObject({ success: true, token: expect.any(String) });
      const log = await app.db.selectFrom('audit_log').select(['user_name', 'action', 'target']).where('action', '=', 'mfa:reset').execute();
      expect(log).toEqual([{ user_name: '(command line)', action: 'mfa:reset', target: 'admin' }]);

      const unknown = await runCommand(process.execPath, [mfaResetCli, 'nobody'], { DATABASE_URL: databaseUrl });
      expect([unknown.code, unknown.stderr]).toEqual([1, 'No user named "nobody"\n']);
    });
  });
});
