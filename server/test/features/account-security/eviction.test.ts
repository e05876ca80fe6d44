import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { accountPaths, apiPaths, serverMessages } from '@ghadi/contracts';
import { adminToken, bearer, createAgent, createGhadi, describeEachDatabase, login, type SignedInUser } from '../../helper';
import { resetSecondFactors } from '../../../src/features/sign-in';

const NOON = '2026-11-20';

// An agent who left on bad terms, or whose laptop was lost, keeps a robot's API token and a session.
describeEachDatabase("the owner's response evicts", (kit) => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await kit.build();
    admin = await adminToken(app);
  });

  /** An agent with a game, a second session (the other device) and an API token publishing for it. */
  async function agentWithRobot(): Promise<SignedInUser & { gid: number; robot: string; laptop: string }> {
    const agent = await createAgent(app);
    const game = await createGhadi(app, admin, { NameEn: `Evict ${agent.userName}` });
    await app.inject({ method: 'POST', url: apiPaths.userMaps, headers: bearer(admin), payload: { User_Id: agent.userId, GID: [game.GID] } });
    const created = await app.inject({ method: 'POST', url: accountPaths.agentTokens.url(agent.id), headers: bearer(agent.token), payload: { name: 'Robot', expiresInDays: 365 } });
    const laptop = (await login(app, agent.userName, agent.password)).json().token as string;
    return { ...agent, gid: game.GID, robot: created.json().token, laptop };
  }
  const publish = (token: string, gid: number) =>
    app.inject({ method: 'POST', url: apiPaths.updateResult, headers: bearer(token), payload: { ghadiId: gid, result: '42', dateTime: NOON } });
  const works = async (token: string) => (await app.inject({ method: 'GET', url: apiPaths.currentUser, headers: bearer(token) })).statusCode;
  const expectRobotEnded = async (robot: string, gid: number) => {
    const refused = await publish(robot, gid);
    expect([refused.statusCode, refused.json().message]).toEqual([401, serverMessages.apiTokenEnded]);
  };
  const editAgent = (agent: SignedInUser, changes: object) =>
    app.inject({
      method: 'PUT',
      url: apiPaths.user.url(agent.id),
      headers: bearer(admin),
      payload: { UserName: agent.userName, DisplayName: 'Test Agent', email: `${agent.userName}@example.com`, isActive: true, ...changes },
    });
  const auditOf = (action: string, target: string) =>
    app.db.selectFrom('audit_log').select(['user_name', 'action', 'target', 'status']).where('action', '=', action).where('target', '=', target).execute();

  it("stops an agent's token when the admin changes the agent's password", async () => {
    const agent = await agentWithRobot();
    expect((await publish(agent.robot, agent.gid)).statusCode).toBe(200);
    expect((await editAgent(agent, { Password: 'a-new-password-1' })).statusCode).toBe(200);
    await expectRobotEnded(agent.robot, agent.gid);
    expect([await works(agent.token), await works(agent.laptop)]).toEqual([401, 401]);
    expect(await auditOf(`PUT ${apiPaths.user.route}`, agent.id)).toEqual([{ user_name: 'admin', action: `PUT ${apiPaths.user.route}`, target: agent.id, status: 200 }]);
  });

  it("stops an agent's token when the admin ends the agent's sessions", async () => {
    const agent = await agentWithRobot();
    expect((await app.inject({ method: 'POST', url: accountPaths.agentSessionsEnd.url(agent.id), headers: bearer(admin) })).statusCode).toBe(200);
    await expectRobotEnded(agent.robot, agent.gid);
    expect(await auditOf(`POST ${accountPaths.agentSessionsEnd.route}`, agent.id)).toHaveLength(1);
  });

  it('does not bring a deactivated agent\'s token back when the agent is reactivated', async () => {
    const agent = await agentWithRobot();
    expect((await editAgent(agent, { isActive: false })).statusCode).toBe(200);
    await expectRobotEnded(agent.robot, agent.gid);
    expect((await editAgent(agent, { isActive: true })).statusCode).toBe(200);
    await expectRobotEnded(agent.robot, agent.gid);
    expect([await works(agent.token), await works(agent.laptop)]).toEqual([401, 401]);
    // Signing in again works; the robot needs a new token.
    expect((await login(app, agent.userName, agent.password)).statusCode).toBe(200);
  });

  it("stops a deleted agent's token for good", async () => {
    const agent = await agentWithRobot();
    expect((await app.inject({ method: 'DELETE', url: apiPaths.user.url(agent.id), headers: bearer(admin) })).statusCode).toBe(200);
    await expectRobotEnded(agent.robot, agent.gid);
    const token = await app.db.selectFrom('api_tokens').select('revoked_at').where('user_id', '=', agent.userId).executeTakeFirstOrThrow();
    expect(token.revoked_at).toEqual(expect.any(String));
  });

  it('ends the other sessions and the tokens when the agent ends all other sessions, keeping this one', async () => {
    const agent = await agentWithRobot();
    const ended = await app.inject({ method: 'POST', url: accountPaths.myOtherSessionsEnd, headers: bearer(agent.laptop) });
    expect([ended.statusCode, ended.json().message]).toEqual([200, serverMessages.otherSessionsEnded(1)]);
    await expectRobotEnded(agent.robot, agent.gid);
    expect([await works(agent.token), await works(agent.laptop)]).toEqual([401, 200]);
    const log = await app.db.selectFrom('audit_log').select(['user_name', 'status']).where('action', '=', `POST ${accountPaths.myOtherSessionsEnd}`).where('user_id', '=', agent.userId).execute();
    expect(log).toEqual([{ user_name: agent.userName, status: 200 }]);
  });

  it('ends the sessions and tokens of an account whose factors the operator resets', async () => {
    const agent = await agentWithRobot();
    expect(await resetSecondFactors(app.db, agent.userName, { id: randomUUID(), at: new Date().toISOString() })).toBe(true);
    await expectRobotEnded(agent.robot, agent.gid);
    expect([await works(agent.token), await works(agent.laptop)]).toEqual([401, 401]);
    expect(await auditOf('mfa:reset', agent.userName)).toEqual([{ user_name: '(command line)', action: 'mfa:reset', target: agent.userName, status: 200 }]);
  });
});
