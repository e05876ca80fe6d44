import path from 'node:path';
import { ConfigError, parseEnv } from '../../src/config/env';

// Pure parsing: no database, so no describeEachDatabase.
describe('environment configuration', () => {
  it('has defaults for everything, with no admin password', () => {
    const config = parseEnv({});

    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'sqlite:data/ghadi.sqlite',
      siteTimezone: 'Asia/Kolkata',
      admin: { username: 'admin', password: undefined },
      session: { ttlMinutes: 720, idleMinutes: 120 },
      trustProxy: false,
      runtimeConfig: {
        apiBaseUrl: '',
        remotes: { admin: '/remotes/admin/mf-manifest.json', agent: '/remotes/agent/mf-manifest.json' },
      },
    });
    const repoRoot = path.resolve(__dirname, '../../..');
    expect(config.frontEnds.shellDist).toBe(path.join(repoRoot, 'hosts/shell/dist'));
    expect(config.frontEnds.adminDist).toBe(path.join(repoRoot, 'remotes/admin/dist'));
  });

  it('parses the values it is given', () => {
    const config = parseEnv({
      PORT: '9000',
      DATABASE_URL: 'postgresql://u@db:5432/site',
      SITE_TIMEZONE: 'Europe/London',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: '2',
      API_BASE_URL: 'https://api.example',
      ADMIN_PASSWORD: 'long-enough-password',
    });

    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgresql://u@db:5432/site',
      siteTimezone: 'Europe/London',
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: 2,
      admin: { password: 'long-enough-password' },
      runtimeConfig: { apiBaseUrl: 'https://api.example' },
    });
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ PORT: '', ADMIN_PASSWORD: '' })).toMatchObject({ port: 8080, admin: { password: undefined } });
  });

  it('fails listing every bad variable', () => {
    const parse = () =>
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SITE_TIMEZONE: 'Mars/Olympus',
        ADMIN_PASSWORD: 'short',
        CORS_ORIGINS: 'not a url',
      });

    expect(parse).toThrow(ConfigError);
    let message = '';
    try {
      parse();
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['PORT', 'DATABASE_URL', 'SITE_TIMEZONE', 'ADMIN_PASSWORD', 'CORS_ORIGINS']) {
      expect(message).toContain(`  ${name}`);
    }
    expect(message).toContain('must be an IANA time zone');
  });

  it('limits slow requests, connections and live streams per address by default', () => {
    expect(parseEnv({})).toMatchObject({ requestTimeoutMs: 30_000, headersTimeoutMs: 10_000, maxConnections: 10_000, sseMaxPerAddress: 10 });
  });

  it('takes the public origin without a trailing slash, defaulting to localhost on PORT', () => {
    expect(parseEnv({}).publicOrigin).toBe('http://localhost:8080');
    expect(parseEnv({ PORT: '9000' }).publicOrigin).toBe('http://localhost:9000');
    expect(parseEnv({ PUBLIC_ORIGIN: 'https://Results.Example.com/' }).publicOrigin).toBe('https://results.example.com');
    expect(parseEnv({ PUBLIC_ORIGIN: 'http://10.0.0.5:8080' }).publicOrigin).toBe('http://10.0.0.5:8080');
  });

  const notOrigins = [
    'results.example.com',
    'ftp://results.example.com',
    'https://results.example.com/site',
    'https://results.example.com?a=1',
    'https://results.example.com#top',
    'https://user@results.example.com',
  ];
  it.each(notOrigins)('refuses %s as the public origin', (origin) => {
    expect(() => parseEnv({ PUBLIC_ORIGIN: origin })).toThrow(/PUBLIC_ORIGIN: must be an http\(s\) origin .* without a path, query or fragment/);
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => parseEnv({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(/HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/);
  });

  it('makes no backups unless asked, and takes their interval as a duration', () => {
    expect(parseEnv({}).backups).toBeNull();
    expect(parseEnv({ BACKUP_EVERY: '6h' }).backups).toEqual({ everyMs: 6 * 3_600_000, keep: 7, dir: 'data/backups' });
    expect(parseEnv({ BACKUP_EVERY: '30m', BACKUP_KEEP: '48', BACKUP_DIR: '/var/backups/ghadi' }).backups).toEqual({
      everyMs: 30 * 60_000,
      keep: 48,
      dir: '/var/backups/ghadi',
    });
    expect(() => parseEnv({ BACKUP_EVERY: 'daily' })).toThrow(/BACKUP_EVERY: must be a number followed by s, m, h or d/);
    expect(() => parseEnv({ BACKUP_EVERY: '0s' })).toThrow(/BACKUP_EVERY: must be at least 1s/);
    expect(() => parseEnv({ BACKUP_EVERY: '1d', DATABASE_URL: 'postgres://postgres@127.0.0.1/test' })).toThrow(/BACKUP_EVERY: works with a SQLite database only/);
  });
});
