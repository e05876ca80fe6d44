import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  countResponseSchema,
  serverMessages,
  userListResponseSchema,
  userResponseSchema,
} from '@ghadi/contracts';
import {
  adminToken,
  bearer,
  createAgent,
  describeEachDatabase,
  expectAccess,
  login,
  type SignedInUser,
} from '../../helper';

const newAgent = (overrides: Record<string, unknown> = {}) => ({
  UserName: `agent${Math.random().toString(36).slice(2, 8)}`,
  DisplayName: 'New Agent',
  email: 'new.agent@example.com',
  Password: 'agent-password-1',
  UserType: 'agent',
  isActive: true,
  ...overrides,
});

describeEachDatabase('/api/users', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let someAgent: SignedInUser;
  beforeAll(async () => {
    app = await kit.build();
    admin = await adminToken(app);
    someAgent = await createAgent(app);
  });

  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: apiPaths.users, headers: bearer(admin), payload: payload as object });
  const remove = (id: string) => app.inject({ method: 'DELETE', url: apiPaths.user.url(id), headers: bearer(admin) });
  const userCount = async () => Number((await app.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('creates an agent: 201 with the user, a server-assigned User_Id and no password', async () => {
    const body = newAgent({ UserName: 'Meena', DisplayName: 'Meena K' });

    const response = await post(body);

    expect(response.statusCode).toBe(201);
    const { data, message } = userResponseSchema.parse(response.json());
    expect(data).toMatchObject({ UserName: 'Meena', DisplayName: 'Meena K', UserType: 'agent', isActive: true });
    expect(data._id).toBe(data.id);
    expect(data.User_Id).toEqual(expect.any(Number));
    expect(message).toBe('Agent created');
    expect(response.body).not.toMatch(/Password|password_hash|\$argon2|agent-password-1/);
    expect((await login(app, 'meena', body.Password)).json().user.userType).toBe('agent');
  });

  it('creates an agent when the body leaves UserType out', async () => {
    const { UserType: _omitted, ...body } = newAgent();

    const response = await post(body);

    expect(response.statusCode).toBe(201);
    expect(response.json().data.UserType).toBe('agent');
  });

  it('never creates an admin: UserType admin and role fields are refused with 400, nothing stored', async () => {
    const before = await userCount();
    const asAdmin = await post(newAgent({ UserType: 'admin' }));
    const withRole = await post(newAgent({ role: 'admin' }));
    const withUserTypeLower = await post(newAgent({ userType: 'admin' }));

    expect(asAdmin.statusCode).toBe(400);
    expect(asAdmin.json()).toEqual({ success: false, code: 'invalidRequest', message: 'UserType: UserType must be agent', field: 'UserType', rule: 'agentOnly' });
    for (const response of [withRole, withUserTypeLower]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(withRole.json().message).toContain('role');
    expect(await userCount()).toBe(before);
  });

  it('refuses a user name already taken in another case with 409', async () => {
    await post(newAgent({ UserName: 'Suresh' }));

    const response = await post(newAgent({ UserName: 'SURESH' }));
    const admin2 = await post(newAgent({ UserName: 'ADMIN' }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, code: 'usernameTaken', message: serverMessages.usernameTaken });
    expect(admin2.statusCode).toBe(409);
  });

  it('validates the fields, naming them', async () => {
    const cases: [Record<string, unknown>, string, object][] = [
      [newAgent({ email: 'not-an-email' }), 'email: Email must be a valid email address', { field: 'email', rule: 'email' }],
      [newAgent({ Password: 'short' }), 'Password: Password must be at least 8 characters', { field: 'Password', rule: 'minChars', limit: 8 }],
      [newAgent({ Password: undefined }), 'Password: Required', { field: 'Password', rule: 'missing' }],
      [newAgent({ DisplayName: '  ' }), 'DisplayName: Display name is required', { field: 'DisplayName', rule: 'required' }],
      [newAgent({ UserName: 'has space' }), 'UserName: Username may contain only letters, digits, dot, dash and underscore', { field: 'UserName', rule: 'userNameChars' }],
      [newAgent({ isActive: 'yes' }), 'isActive: isActive must be true or false', { field: 'isActive', rule: 'trueOrFalse' }],
    ];
    for (const [body, message, rule] of cases) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'invalidRequest', message, ...rule });
    }
  });

  it('lists agents only, never a password or a hash', async () => {
    const response = await app.inject({ url: apiPaths.users, headers: bearer(admin) });

    expect(response.statusCode).toBe(200);
    const { data } = userListResponseSchema.parse(response.json());
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((user) => user.UserType === 'agent')).toBe(true);
    expect(data.map((user) => user.UserName)).toContain(someAgent.userName);
    expect(data.map((user) => user.UserName)).not.toContain('admin');
    expect(response.body).not.toMatch(/Password|password_hash|\$argon2/);
  });

  it('counts agents, not admins or deleted agents', async () => {
    const count = async () =>
      countResponseSchema.parse((await app.inject({ url: apiPaths.userCount, headers: bearer(admin) })).json()).count;
    const listed = (await app.inject({ url: apiPaths.users, headers: bearer(admin) })).json().data.length;
    const before = await count();
    const doomed = await createAgent(app);
    expect(await count()).toBe(before + 1);

    await remove(doomed.id);

    expect(before).toBe(listed);
    expect(await count()).toBe(before);
  });

  it('lets only the admin call it', async () => {
    const tokens = { admin, agent: someAgent.token };
    const target = await createAgent(app);
    const edit = { UserName: target.userName, DisplayName: 'Agent', email: 'a@example.com' };

    await expectAccess(app, { url: apiPaths.users }, 'admin', tokens);
    await expectAccess(app, { url: apiPaths.userCount }, 'admin', tokens);
    await expectAccess(app, { method: 'POST', url: apiPaths.users, payload: newAgent() }, 'admin', tokens);
    await expectAccess(app, { method: 'PUT', url: apiPaths.user.url(target.id), payload: edit }, 'admin', tokens);
    await expectAccess(app, { method: 'DELETE', url: apiPaths.user.url(target.id) }, 'admin', tokens);
  });
});
