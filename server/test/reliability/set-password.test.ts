import path from 'node:path';
import { accountPaths, apiPaths } from '@ghadi/contracts';
import { bearer, createAgent, describeEachDatabase, login } from '../helper';
import { describeBuiltServer, repoRoot } from '../support/built-server';
import { runCommand } from '../support/run-command';

const setPasswordCli = path.join(repoRoot, 'server/dist/cli/set-password.js');

describeBuiltServer('npm run set-password', () => {
  describeEachDatabase("the operator's way back into an account", (kit) => {
    it('sets the password given (or a generated one), ends the sessions and revokes the tokens, in the audit log', async () => {
      const databaseUrl = await kit.createDatabaseUrl();
      const app = await kit.build({ DATABASE_URL: databaseUrl });
      const agent = await createAgent(app);
      const minted = await app.inject({ method: 'POST', url: accountPaths.agentTokens.url(agent.id), headers: bearer(agent.token), payload: { name: 'Robot', expiresInDays: 7 } });
      const robot = minted.json().token as string;

      const given = await runCommand(process.execPath, [setPasswordCli, agent.userName], { DATABASE_URL: databaseUrl, ADMIN_PASSWORD: 'operator-chosen-1' });
      expect([given.code, given.stdout]).toEqual([0, expect.stringContaining(`Set the password of "${agent.userName}" from ADMIN_PASSWORD`)]);
      for (const token of [agent.token, robot]) {
        expect((await app.inject({ method: 'GET', url: apiPaths.currentUser, headers: bearer(token) })).statusCode).toBe(401);
      }
      expect((await login(app, agent.userName, agent.password)).statusCode).toBe(401);
      expect((await login(app, agent.userName, 'operator-chosen-1')).statusCode).toBe(200);

      const generated = await runCommand(process.execPath, [setPasswordCli, agent.userName], { DATABASE_URL: databaseUrl, ADMIN_PASSWORD: '' });
      const password = /to: (\S+)/.exec(generated.stdout)?.[1];
      expect([generated.code, password]).toEqual([0, expect.any(String)]);
      expect((await login(app, agent.userName, password!)).statusCode).toBe(200);

      const log = await app.db.selectFrom('audit_log').select(['user_name', 'action', 'target']).where('action', '=', 'set-password').execute();
      expect(log).toEqual(Array(2).fill({ user_name: '(command line)', action: 'set-password', target: agent.userName }));

      const unknown = await runCommand(process.execPath, [setPasswordCli, 'nobody'], { DATABASE_URL: databaseUrl });
      expect([unknown.code, unknown.stderr]).toEqual([1, 'No user named "nobody"\n']);
    });
  });
});
