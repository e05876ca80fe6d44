import webPush from 'web-push';
import { ConfigError, parseEnv, type EnvInput } from '../../../src/config/env';
import { isPushServiceEndpoint } from '../../../src/config/push-service-hosts';

const refusal = (env: EnvInput): string => {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

// Pure parsing: no database, so no describeEachDatabase.
describe('push settings', () => {
  it.each([
    'mailto:admin@localhost',
    'mailto:push@example.com',
    'mailto:push@mail.example.org',
    'mailto:push@example.net',
    'mailto:push@127.0.0.1',
    'mailto:',
    'https://localhost',
    'https://localhost:8443/contact',
    'https://127.0.0.1',
    'https://[::1]/',
    'https://www.example.com/contact',
  ])('refuses the placeholder subject %s at start-up, saying why', (subject) => {
    expect(refusal({ VAPID_SUBJECT: subject })).toMatch(/VAPID_SUBJECT: is a placeholder/);
  });

  it.each(['http://results.ghadi-site.in', 'results@ghadi-site.in', 'ftp://ghadi-site.in'])('refuses the subject %s: not mailto: or https:', (subject) => {
    expect(refusal({ VAPID_SUBJECT: subject })).toMatch(/VAPID_SUBJECT: must be a mailto: address or an https: URL/);
  });

  it('takes a real subject, or the https public origin, and is off without either', () => {
    expect(parseEnv({ VAPID_SUBJECT: 'mailto:push@ghadi-site.in' }).push.subject).toBe('mailto:push@ghadi-site.in');
    expect(parseEnv({ PUBLIC_ORIGIN: 'https://results.ghadi-site.in' }).push.subject).toBe('https://results.ghadi-site.in');
    expect(parseEnv({ PUBLIC_ORIGIN: 'http://results.ghadi-site.in' }).push.subject).toBeNull();
    expect(parseEnv({ PUBLIC_ORIGIN: 'https://localhost' }).push.subject).toBeNull();
    expect(parseEnv({}).push.subject).toBeNull();
  });

  it('needs both VAPID keys or neither, each in the form web-push prints', () => {
    const keys = webPush.generateVAPIDKeys();
    expect(parseEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).push.keys).toEqual(keys);
    expect(refusal({ VAPID_PUBLIC_KEY: keys.publicKey })).toMatch(/VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/);
    expect(refusal({ VAPID_PRIVATE_KEY: keys.privateKey })).toMatch(/must be set together/);
    expect(refusal({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey })).toMatch(/VAPID_PUBLIC_KEY: must be a base64url P-256 public key/);
  });

  it('allows the real push services by default, over https only', () => {
    const { serviceHosts } = parseEnv({}).push;
    const allowed = [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
      'https://api.push.apple.com/3/device/abc',
    ];
    for (const endpoint of allowed) expect([endpoint, isPushServiceEndpoint(endpoint, serviceHosts)]).toEqual([endpoint, true]);
    for (const endpoint of ['http://fcm.googleapis.com/fcm/send/abc', 'https://push.apple.com.attacker.net/x', 'https://10.0.0.1/x']) {
      expect([endpoint, isPushServiceEndpoint(endpoint, serviceHosts)]).toEqual([endpoint, false]);
    }
  });

  it('takes a list of hosts, allowing plain http only for a host listed with http://', () => {
    const { serviceHosts } = parseEnv({ PUSH_SERVICE_HOSTS: 'push.internal.ghadi-site.in, http://127.0.0.1:4567' }).push;
    expect(isPushServiceEndpoint('http://127.0.0.1:4567/push/1', serviceHosts)).toBe(true);
    expect(isPushServiceEndpoint('http://127.0.0.1:4568/push/1', serviceHosts)).toBe(false);
    expect(isPushServiceEndpoint('https://push.internal.ghadi-site.in/1', serviceHosts)).toBe(true);
    expect(isPushServiceEndpoint('http://push.internal.ghadi-site.in/1', serviceHosts)).toBe(false);
    expect(refusal({ PUSH_SERVICE_HOSTS: 'https://fcm.googleapis.com/fcm' })).toMatch(/PUSH_SERVICE_HOSTS\.0: each entry must be a host/);
    expect(refusal({ PUSH_SERVICE_HOSTS: ' , ' })).toMatch(/PUSH_SERVICE_HOSTS: must list at least one push service host/);
  });
});
