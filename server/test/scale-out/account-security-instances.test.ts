import { accountPaths, apiPaths, DEFAULT_SITE_TIME_ZONE, drawDateIn, serverMessages } from '@ghadi/contracts';
import { describeBuiltServer, killAllServers, startServer, type BuiltServer } from '../support/built-server';
import { call, createGame, postResult, signIn } from '../support/site-api';
import { describeWithRedis } from '../support/with-redis';
import { codeAt, MFA_KEY } from '../features/account-security/totp-support';

const TEST_TIMEOUT_MS = 90_000;

describeBuiltServer('accounts across two instances sharing PostgreSQL and Redis', () => {
  describeWithRedis('behind one load balancer', (kit, redis) => {
    let a: BuiltServer;
    let b: BuiltServer;
    let admin: string;

    beforeAll(async () => {
      const databaseUrl = await kit.createDatabaseUrl();
      const env = { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix, MFA_ENCRYPTION_KEY: MFA_KEY };
      [a, b] = await Promise.all([startServer(databaseUrl, env), startServer(databaseUrl, env)]);
      admin = await signIn(a);
    }, TEST_TIMEOUT_MS);
    afterAll(() => killAllServers());

    async function agentWithGame(name: string) {
      const created = await call(a, 'POST', apiPaths.users, {
        token: admin,
        body: { UserName: name, DisplayName: name, email: `${name}@example.com`, Password: 'agent-password-1', isActive: true },
      });
      const game = await createGame(a, admin, `${name} Bazar`);
      const gid = (await call(a, 'GET', apiPaths.ghadis)).body.data.find((row: { NameEn: string }) => row.NameEn === game.name).GID;
      await call(a, 'POST', apiPaths.userMaps, { token: admin, body: { User_Id: created.body.data.User_Id, GID: [gid] } });
      const token = (await call(a, 'POST', apiPaths.login, { body: { UserName: name, Password: 'agent-password-1' } })).body.token as string;
      return { id: created.body.data.id as string, game, token };
    }

    it('revokes an API token on every instance at once', async () => {
      const agent = await agentWithGame('tokenagent');
      const created = await call(a, 'POST', accountPaths.agentTokens.url(agent.id), { token: admin, body: { name: 'Robot', expiresInDays: 7 } });
      const { token, data } = created.body;
      const today = drawDateIn(DEFAULT_SITE_TIME_ZONE);
      expect((await postResult(b, token, agent.game, today, '41')).status).toBe(200);

      expect((await call(a, 'DELETE', accountPaths.agentToken.url(agent.id, data.id), { token: agent.token })).status).toBe(200);
      const onB = await postResult(b, token, agent.game, today, '42');
      expect([onB.status, onB.body.message]).toEqual([401, serverMessages.apiTokenEnded]);
      // Nor did it ever open the admin API on either.
      expect((await call(b, 'GET', apiPaths.users, { token })).status).toBe(401);
    });

    it('answers on one instance the second step opened on the other, once, and ends a session everywhere', async () => {
      const agent = await agentWithGame('mfaagent');
      const { secret } = (await call(a, 'POST', accountPaths.myTotp, { token: agent.token })).body;
      const enrolledAt = new Date();
      const confirmed = await call(b, 'POST', accountPaths.myTotpConfirm, { token: agent.token, body: { code: codeAt(secret, enrolledAt) } });
      expect(confirmed.status).toBe(200);

      const first = await call(a, 'POST', apiPaths.login, { body: { UserName: 'mfaagent', Password: 'agent-password-1' } });
      expect(first.body.mfaRequired).toBe(true);
      // The code of the step that confirmed the app is spent; the next step's is new, and good now (the server
      // allows a phone's clock one step ahead).
      const code = codeAt(secret, new Date(enrolledAt.getTime() + 30_000));
      const onB = await call(b, 'POST', accountPaths.secondFactor, { body: { challenge: first.body.challenge, code } });
      expect(onB.status).toBe(200);
      const replayOnA = await call(a, 'POST', accountPaths.secondFactor, { body: { challenge: first.body.challenge, code } });
      expect(replayOnA.status).toBe(401);

      const sessionId = (await call(b, 'GET', accountPaths.mySessions, { token: agent.token })).body.data.find((s: { current: boolean }) => !s.current).id;
      expect((await call(b, 'DELETE', accountPaths.mySession.url(sessionId), { token: agent.token })).status).toBe(200);
      expect((await call(a, 'GET', apiPaths.currentUser, { token: onB.body.token })).status).toBe(401);
    }, TEST_TIMEOUT_MS);
  });
});
