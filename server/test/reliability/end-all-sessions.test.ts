import path from 'node:path';
import { accountPaths, apiPaths } from '@ghadi/contracts';
import { ADMIN_PASSWORD, adminToken, bearer, createAgent, describeEachDatabase, login } from '../helper';
import { describeBuiltServer, repoRoot } from '../support/built-server';
import { runCommand } from '../support/run-command';
import { MFA_KEY, codeAt, enrolTotp, secondFactor } from '../features/account-security/totp-support';

const endAllCli = path.join(repoRoot, 'server/dist/cli/end-all-sessions.js');

describeBuiltServer('npm run sessions:end-all', () => {
  describeEachDatabase('ending every sign-in of the database (after a pg_restore, or a leak)', (kit) => {
    it('ends every session and open second step at once, recorded in the audit log; signing in again works', async () => {
      const databaseUrl = await kit.createDatabaseUrl();
      const app = await kit.build({ DATABASE_URL: databaseUrl, MFA_ENCRYPTION_KEY: MFA_KEY });
      const admin = await adminToken(app);
      const agent = await createAgent(app);
      const { secret } = await enrolTotp(app, admin);
      const waiting = (await login(app, 'admin', ADMIN_PASSWORD)).json().challenge as string;
      const works = async (token: string) => (await app.inject({ method: 'GET', url: accountPaths.mySessions, headers: bearer(token) })).statusCode;
      expect([await works(admin), await works(agent.token)]).toEqual([200, 200]);

      const outcome = await runCommand(process.execPath, [endAllCli], { DATABASE_URL: databaseUrl });

      expect([outcome.code, outcome.stdout]).toEqual([0, 'Ended 2 session(s) and every open sign-in step: everyone signs in again\n']);
      expect([await works(admin), await works(agent.token)]).toEqual([401, 401]);
      expect((await secondFactor(app, waiting, codeAt(secret, new Date(Date.now() + 30_000)))).statusCode).toBe(401);
      const log = await app.db.selectFrom('audit_log').select(['user_name', 'action']).where('action', '=', 'sessions:end-all').execute();
      expect(log).toEqual([{ user_name: '(command line)', action: 'sessions:end-all' }]);
      expect((await app.inject({ method: 'POST', url: apiPaths.login, payload: { UserName: agent.userName, Password: agent.password } })).statusCode).toBe(200);
    });
  });
});
