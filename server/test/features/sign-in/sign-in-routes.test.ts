import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { apiPaths, currentUserResponseSchema, loginResponseSchema, serverMessages } from '@ghadi/contracts';
import { ADMIN_PASSWORD, bearer, describeEachDatabase, login, postLogin, seedUser, softDeleteUser, tokenFor } from '../../helper';

describeEachDatabase('POST /api/users/login', (kit) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build();
  });

  it('signs the admin in with the login answer of the contract', async () => {
    const response = await login(app, 'admin', ADMIN_PASSWORD);

    expect(response.statusCode).toBe(200);
    const body = z.strictObject(loginResponseSchema.shape).parse(response.json());
    expect(body).toMatchObject({ success: true, message: 'Login successful' });
    expect(body.user).toMatchObject({ UserName: 'admin', userType: 'admin', isActive: true });
    expect(body.user._id).toBe(body.user.id);
    expect(body.user.User_Id).toEqual(expect.any(Number));
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(z.strictObject(loginResponseSchema.shape.user.shape).safeParse(body.user).success).toBe(true);
  });

  it('gives an agent userType agent and matches the user name case-insensitively', async () => {
    const agent = await seedUser(app, { userName: 'RaviK', displayName: 'Ravi' });

    const response = await login(app, 'ravik', agent.password);

    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ UserName: 'RaviK', DisplayName: 'Ravi', userType: 'agent' });
  });

  it('answers a wrong password, an unknown user, an inactive and a deleted user identically', async () => {
    const inactive = await seedUser(app, { isActive: false });
    const deleted = await seedUser(app);
    await softDeleteUser(app, deleted.userName);

    const responses = await Promise.all([
      login(app, 'admin', 'not-the-password'),
      login(app, 'nobody-by-this-name', ADMIN_PASSWORD),
      login(app, inactive.userName, inactive.password),
      login(app, deleted.userName, deleted.password),
    ]);

    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, code: 'invalidCredentials', message: serverMessages.invalidCredentials });
    }
  });

  it('never sends the password or its hash back, on success or failure', async () => {
    const agent = await seedUser(app);
    const { password_hash: hash } = await app.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_name', '=', agent.userName)
      .executeTakeFirstOrThrow();
    const ok = await login(app, agent.userName, agent.password);
    const wrong = await login(app, agent.userName, `${agent.password}x`);
    const me = await app.inject({ url: apiPaths.currentUser, headers: bearer(ok.json().token) });
    const invalid = await postLogin(app, { UserName: agent.userName, Password: agent.password, x: 1 });

    for (const response of [ok, wrong, me, invalid]) {
      expect(response.body).not.toContain(hash);
      expect(response.body).not.toContain('$argon2');
      expect(response.body).not.toContain(agent.password);
    }
  });

  it('stores passwords as argon2id hashes with the OWASP minimum cost', async () => {
    const { password_hash: hash } = await app.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();

    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(hash).not.toContain(ADMIN_PASSWORD);
  });

  it('names the field that fails validation', async () => {
    const empty = await postLogin(app, { UserName: '', Password: 'x' });
    const missing = await postLogin(app, { UserName: 'admin' });
    const extra = await postLogin(app, { UserName: 'a', Password: 'b', Role: 'admin' });

    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ success: false, code: 'invalidRequest', message: 'UserName: Username is required', field: 'UserName', rule: 'required' });
    expect(missing.json()).toEqual({ success: false, code: 'invalidRequest', message: 'Password: Required', field: 'Password', rule: 'missing' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('Role');
  });
});

describeEachDatabase('login throttling', (kit) => {
  it('refuses an account from one address with 429 after 5 failures there, even with the right password', async () => {
    const app = await kit.build();
    const agent = await seedUser(app);
    for (let i = 0; i < 5; i += 1) expect((await login(app, agent.userName, 'wrong-password')).statusCode).toBe(401);

    const response = await login(app, agent.userName.toUpperCase(), agent.password);

    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ success: false, code: 'tooManyAttempts', message: serverMessages.tooManyAttempts });
    // The pair is locked for 15 minutes from the fifth failure.
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect((await login(app, 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an IP with 429 after 50 failures spread over many names', async () => {
    const app = await kit.build();
    for (let i = 0; i < 50; i += 1) await login(app, `sprayed-${i}`, 'guess');

    const response = await login(app, 'admin', ADMIN_PASSWORD);
    const otherIp = await app.inject({
      method: 'POST',
      url: apiPaths.login,
      remoteAddress: '203.0.113.9',
      payload: { UserName: 'admin', Password: ADMIN_PASSWORD },
    });

    expect(response.statusCode).toBe(429);
    expect(otherIp.statusCode).toBe(200);
    // Fifty argon2 verifications: slow by design, slower still on a busy two-core machine.
  }, 90_000);
});

describeEachDatabase('login timing', (kit) => {
  it('takes about as long for an unknown user as for a wrong password, so timing reveals no names', async () => {
    const app = await kit.build();
    await seedUser(app, { userName: 'timed', password: 'right-password-1' });
    const attemptMs = async (UserName: string, attempt: number) => {
      const started = performance.now();
      await app.inject({ method: 'POST', url: apiPaths.login, remoteAddress: `192.0.2.${attempt}`, payload: { UserName, Password: 'wrong' } });
      return performance.now() - started;
    };
    // Taken in turns and compared by their fastest: a busy machine only ever adds time, to either name.
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let attempt = 0; attempt < 4; attempt += 1) {
      times.known.push(await attemptMs('timed', attempt));
      times.unknown.push(await attemptMs('no-such-user', attempt));
    }
    const [known, unknown] = [Math.min(...times.known), Math.min(...times.unknown)];

    // Skipping the hash for unknown names would make them tens of times faster.
    expect(unknown / known).toBeGreaterThan(0.4);
  }, 90_000);
});

describeEachDatabase('login throttling cannot be sidestepped', (kit) => {
  it('counts the same account whatever the path case, a trailing slash, a query string or the name case', async () => {
    const app = await kit.build();
    await seedUser(app, { userName: 'target', password: 'right-password-1' });
    const attempt = (url: string, UserName = 'target') =>
      app.inject({ method: 'POST', url, payload: { UserName, Password: 'wrong' } });

    const variants = await Promise.all(['/api/users/Login', '/API/users/login', '/api/users/login/'].map((url) => attempt(url)));
    for (let i = 0; i < 5; i += 1) await attempt(`${apiPaths.login}?try=${i}`, i % 2 === 0 ? 'TARGET' : 'target');
    const rightPassword = await app.inject({
      method: 'POST',
      url: '/api/users/login?fresh=1',
      payload: { UserName: 'Target', Password: 'right-password-1' },
    });

    // Other spellings of the path are no login at all, so they cannot be a way around its limit.
    expect(variants.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    expect(rightPassword.statusCode).toBe(429);
    expect(rightPassword.json()).toEqual({ success: false, code: 'tooManyAttempts', message: serverMessages.tooManyAttempts });
  }, 90_000);
});

describeEachDatabase('POST /api/users/logout and GET /api/users/me', (kit) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build();
  });

  it('returns the signed-in user in the login shape', async () => {
    const token = await tokenFor(app, 'admin', ADMIN_PASSWORD);

    const response = await app.inject({ url: apiPaths.currentUser, headers: bearer(token) });

    expect(response.statusCode).toBe(200);
    const { user } = currentUserResponseSchema.parse(response.json());
    expect(user).toMatchObject({ UserName: 'admin', userType: 'admin' });
  });

  it('revokes the presented token only', async () => {
    const first = await tokenFor(app, 'admin', ADMIN_PASSWORD);
    const second = await tokenFor(app, 'admin', ADMIN_PASSWORD);

    const logout = await app.inject({ method: 'POST', url: apiPaths.logout, headers: bearer(first) });
    const afterLogout = await app.inject({ url: apiPaths.currentUser, headers: bearer(first) });
    const otherSession = await app.inject({ url: apiPaths.currentUser, headers: bearer(second) });

    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: 'Logged out' });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toEqual({ success: false, code: 'sessionEnded', message: serverMessages.sessionEnded });
    expect(otherSession.statusCode).toBe(200);
  });

  it('accepts a logout sent with a JSON content type and an empty body', async () => {
    const token = await tokenFor(app, 'admin', ADMIN_PASSWORD);

    const response = await app.inject({
      method: 'POST',
      url: apiPaths.logout,
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBe(200);
  });

  it('asks an anonymous caller to sign in', async () => {
    const me = await app.inject({ url: apiPaths.currentUser });
    const logout = await app.inject({ method: 'POST', url: apiPaths.logout });

    for (const response of [me, logout]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, code: 'signInRequired', message: serverMessages.signInRequired });
    }
  });
});
