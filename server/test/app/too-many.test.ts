import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { accountPaths, apiPaths, serverMessageIn, type SiteLanguage } from '@ghadi/contracts';
import { createAgent, describeEachDatabase } from '../helper';
import { movableClock } from '../fixtures';
import { MFA_KEY, enrolTotp } from '../features/account-security/totp-support';
import { openEventStream } from '../support/event-stream';

/** One answer, whichever limit sent it: 429, Retry-After in whole seconds, the code and its message in the caller's language. */
interface Refusal {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

type LimitCode = 'secondStepLocked' | 'streamPerAddressFull' | 'tooManyAttempts' | 'tooManyRequests';

const expectRefusal = ({ status, retryAfter, body }: Refusal, code: LimitCode, language: SiteLanguage) => {
  expect(status).toBe(429);
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  expect(body).toEqual({ success: false, code, message: serverMessageIn(language, code) });
};

const NOON = '2026-11-20T06:30:00.000Z';

describeEachDatabase('every limit refuses the same way', (kit) => {
  const time = movableClock(NOON);
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    const env = { PUBLIC_API_RATE_LIMIT: '3', SSE_MAX_PER_ADDRESS: '1', TRUST_PROXY: 'true', MFA_ENCRYPTION_KEY: MFA_KEY };
    app = await kit.build(env, { clock: time.clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  describe.each<SiteLanguage>(['en', 'hi'])('in %s', (language) => {
    // An address of each language's own, so the two runs never share a count.
    const from = (n: number) => ({ 'accept-language': language, 'x-forwarded-for': `203.0.${language === 'en' ? 1 : 2}.${n}` });
    /** The answer past `times` calls of `send`. */
    const past = async (times: number, send: () => Promise<Response>): Promise<Refusal> => {
      for (let i = 0; i < times; i += 1) await send();
      const answer = await send();
      return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body: await answer.json() };
    };
    const post = (path: string, headers: Record<string, string>, body: object = {}) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

    it('answers past the public read limit', async () => {
      expectRefusal(await past(3, () => fetch(`${base}${apiPaths.ghadis}`, { headers: from(1) })), 'tooManyRequests', language);
    });

    it('answers past the push limit', async () => {
      const lookup = () => post(apiPaths.pushSubscriptionLookup, from(2), { endpoint: 'https://push.example.com/x' });
      expectRefusal(await past(30, lookup), 'tooManyRequests', language);
    });

    it('answers past the passkey sign-in limit', async () => {
      expectRefusal(await past(30, () => post(accountPaths.passkeySignInOptions, from(3))), 'tooManyRequests', language);
    });

    it('answers past the login throttle', async () => {
      const guess = () => post(apiPaths.login, from(4), { UserName: `nobody-${language}`, Password: 'wrong-guess-1' });
      expectRefusal(await past(5, guess), 'tooManyAttempts', language);
    });

    it("answers past the second step's lock", async () => {
      const agent = await createAgent(app);
      // Addresses that signed in before the factor was added: the account's budget of strangers' attempts, whose
      // windows are in real time, leaves them alone.
      for (let n = 1; n <= 11; n += 1) expect((await post(apiPaths.login, from(10 + n), { UserName: agent.userName, Password: agent.password })).status).toBe(200);
      await enrolTotp(app, agent.token, time.clock());
      const wrongCode = async (n: number) => {
        // A minute apart and from addresses of their own, so only the account's lock of codes is reached.
        time.set(new Date(Date.parse(NOON) + n * 60_000).toISOString());
        const { challenge } = (await (await post(apiPaths.login, from(10 + n), { UserName: agent.userName, Password: agent.password })).json()) as { challenge: string };
        return post(accountPaths.secondFactor, from(10 + n), { challenge, code: '000000' });
      };
      let n = 0;
      expectRefusal(await past(10, () => wrongCode((n += 1))), 'secondStepLocked', language);
      time.set(NOON);
    });

    it('answers past the live streams of an address', async () => {
      const url = `${base}${apiPaths.resultStream}`;
      const open = await openEventStream(url, from(5));
      try {
        const refused = await fetch(url, { headers: from(5) });
        expectRefusal({ status: refused.status, retryAfter: refused.headers.get('retry-after'), body: await refused.json() }, 'streamPerAddressFull', language);
      } finally {
        open.close();
      }
    });
  });
});
