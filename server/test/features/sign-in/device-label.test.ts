import type { FastifyInstance } from 'fastify';
import { accountPaths, apiPaths } from '@ghadi/contracts';
import { deviceLabel } from '../../../src/features/sign-in/device-label';
import { bearer, createAgent, describeEachDatabase } from '../../helper';

const userAgents = {
  reducedAndroidChrome: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
  samsung: 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

describe('a device as people name it', () => {
  it.each([
    [userAgents.reducedAndroidChrome, 'Chrome 131 on Android'],
    [userAgents.iPhone, 'Mobile Safari 17 on iOS (Apple iPhone)'],
    [userAgents.windowsEdge, 'Edge 142 on Windows'],
    [userAgents.samsung, 'Chrome 120 on Android (Samsung SM-S911B)'],
  ])('%s is "%s"', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });

  it('is unknown for a script, a made-up string or no User-Agent', () => {
    expect([deviceLabel('curl/8.5.0'), deviceLabel('x'.repeat(300)), deviceLabel(''), deviceLabel(null)]).toEqual([null, null, null, null]);
  });
});

describeEachDatabase('the sessions list names devices', (kit) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build();
  });

  it('gives each session its device read from the User-Agent it signed in with, or null for unknown', async () => {
    const agent = await createAgent(app);
    const signIn = (userAgent: string) =>
      app.inject({ method: 'POST', url: apiPaths.login, headers: { 'user-agent': userAgent }, payload: { UserName: agent.userName, Password: agent.password } });
    const phone = (await signIn(userAgents.reducedAndroidChrome)).json().token as string;
    await signIn('curl/8.5.0');

    const sessions = (await app.inject({ method: 'GET', url: accountPaths.mySessions, headers: bearer(phone) })).json().data;

    expect(sessions.map((session: { device: string | null }) => session.device).sort()).toEqual(['Chrome 131 on Android', null, null]);
  });
});
