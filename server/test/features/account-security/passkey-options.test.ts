import { accountPaths, serverMessages } from '@ghadi/contracts';
import { bearer, createAgent, describeEachDatabase } from '../../helper';

describeEachDatabase('passkey options', (kit) => {
  it('name the site as the relying party, and a discoverable passkey is asked for on registration', async () => {
    const app = await kit.build({ PUBLIC_ORIGIN: 'https://results.example.com' });
    const agent = await createAgent(app);
    const registration = await app.inject({ method: 'POST', url: accountPaths.myPasskeyOptions, headers: bearer(agent.token) });
    expect(registration.json()).toMatchObject({
      success: true,
      challenge: expect.any(String),
      options: {
        rp: { id: 'results.example.com', name: app.config.siteName },
        user: { name: agent.userName },
        authenticatorSelection: { residentKey: 'preferred' },
        attestation: 'none',
      },
    });
    const signIn = await app.inject({ method: 'POST', url: accountPaths.passkeySignInOptions });
    expect(signIn.json().options).toMatchObject({ rpId: 'results.example.com', userVerification: 'required' });
  });

  it('refuses a registration whose challenge is unknown, without storing anything', async () => {
    const app = await kit.build();
    const agent = await createAgent(app);
    const response = await app.inject({
      method: 'POST',
      url: accountPaths.myPasskeys,
      headers: bearer(agent.token),
      payload: { challenge: 'made-up', name: 'Phone', passkey: { id: 'AAAA', type: 'public-key' } },
    });
    expect([response.statusCode, response.json().message]).toEqual([400, serverMessages.challengeEnded]);
    expect(await app.db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
  });

  it('lets one address begin 30 passkey sign-ins a minute, so nobody fills the table of challenges', async () => {
    const app = await kit.build({ TRUST_PROXY: 'true' });
    const ask = (address: string) => app.inject({ method: 'POST', url: accountPaths.passkeySignInOptions, headers: { 'x-forwarded-for': address } });
    for (let i = 0; i < 30; i += 1) expect((await ask('203.0.113.9')).statusCode).toBe(200);
    const refused = await ask('203.0.113.9');
    expect([refused.statusCode, refused.json().message]).toEqual([429, serverMessages.tooManyRequests]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('203.0.113.10')).statusCode).toBe(200);
  });
});
