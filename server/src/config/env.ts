import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BACKUP_DIR, durationSchema } from './backup-settings';
import { DEFAULT_PUSH_SERVICE_HOSTS, pushServiceHostsSchema, type PushServiceHost } from './push-service-hosts';
import { indexNowEnvShape, indexNowSettingsFrom, type IndexNowSettings } from './indexnow-settings';
import { telegramEnvShape, telegramSettingsFrom, type TelegramSettings } from './telegram-settings';
import { vapidPrivateKeySchema, vapidPublicKeySchema, vapidSubjectFrom, vapidSubjectSchema, type VapidKeys } from './vapid-settings';
import { DEFAULT_SITE_NAME, DEFAULT_SITE_TIME_ZONE, passwordSchema, runtimeConfigSchema, userNameSchema, type RuntimeConfig } from '@ghadi/contracts';
import { mfaEnvShape, mfaSettingsFrom, type MfaSettings } from './mfa-settings';

// src/config and dist/config sit at the same depth, so this is the repository root in both.
const repoRoot = path.resolve(__dirname, '../../..');

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const databaseUrlSchema = z
  .string()
  .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, 'must be sqlite:<path> or postgres://...');

const originsSchema = z
  .string()
  .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

// 'true' trusts every hop, a number trusts that many proxies; needed for per-IP login throttling.
const trustProxySchema = z
  .string()
  .regex(/^(true|false|\d+)$/, 'must be true, false or a number of proxy hops')
  .transform((value) => (value === 'true' ? true : value === 'false' ? false : Number(value)));

const minutesSchema = z.coerce.number().int().min(1).max(525600);

export { DEFAULT_BACKUP_DIR } from './backup-settings';

const ORIGIN_MESSAGE = 'must be an http(s) origin such as https://results.example.com, without a path, query or fragment';
// Canonical URLs and the sitemap append paths to it, so it may carry nothing after the host and port.
const publicOriginSchema = z
  .url({ protocol: /^https?$/, error: ORIGIN_MESSAGE })
  .regex(/^https?:\/\/[^/?#@]+\/?$/i, ORIGIN_MESSAGE)
  .transform((value) => new URL(value).origin);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: databaseUrlSchema.default('sqlite:data/ghadi.sqlite'),
  SITE_TIMEZONE: z.string().refine(isTimeZone, 'must be an IANA time zone').default(DEFAULT_SITE_TIME_ZONE),
  SITE_NAME: z.string().min(1).default(DEFAULT_SITE_NAME),
  PUBLIC_ORIGIN: publicOriginSchema.optional(),
  CORS_ORIGINS: originsSchema.default([]),
  TRUST_PROXY: trustProxySchema.default(false),
  ADMIN_USERNAME: userNameSchema.default('admin'),
  ADMIN_PASSWORD: passwordSchema.optional(),
  SESSION_TTL_MINUTES: minutesSchema.default(12 * 60),
  SESSION_IDLE_MINUTES: minutesSchema.default(2 * 60),
  REAUTH_MINUTES: minutesSchema.default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHELL_DIST: z.string().min(1).default(path.join(repoRoot, 'hosts/shell/dist')),
  SHELL_RENDERER: z.string().min(1).default(path.join(repoRoot, 'hosts/shell/dist-server/render-page.js')),
  ADMIN_DIST: z.string().min(1).default(path.join(repoRoot, 'remotes/admin/dist')),
  AGENT_DIST: z.string().min(1).default(path.join(repoRoot, 'remotes/agent/dist')),
  API_BASE_URL: z.string().default(''),
  ADMIN_REMOTE_URL: z.string().min(1).default('/remotes/admin/mf-manifest.json'),
  AGENT_REMOTE_URL: z.string().min(1).default('/remotes/agent/mf-manifest.json'),
  PUBLIC_CACHE: z.enum(['on', 'off']).default('on'),
  DEMO_MODE: z.enum(['on', 'off']).default('off'),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  REDIS_URL: z.string().regex(/^rediss?:\/\/.+/, 'must be redis://... or rediss://...').optional(),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,40}$/, 'must be 1 to 40 of A-Z a-z 0-9 : _ -').default('ghadi:'),
  SSE_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(2000),
  SSE_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  PUBLIC_API_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000_000).default(1200),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  VAPID_SUBJECT: vapidSubjectSchema.optional(),
  VAPID_PUBLIC_KEY: vapidPublicKeySchema.optional(),
  VAPID_PRIVATE_KEY: vapidPrivateKeySchema.optional(),
  PUSH_SERVICE_HOSTS: pushServiceHostsSchema.prefault(DEFAULT_PUSH_SERVICE_HOSTS),
  ...telegramEnvShape,
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters: it guards the metrics').optional(),
  CDN_MAX_STALE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  CDN_PURGE_URL: z.url({ protocol: /^https?$/, error: 'must be the http(s) URL the purge requests are POSTed to' }).optional(),
  CDN_PURGE_TOKEN: z.string().min(1).optional(),
  ...indexNowEnvShape,
  BACKUP_EVERY: durationSchema.optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  BACKUP_DIR: z.string().min(1).default(DEFAULT_BACKUP_DIR),
  ...mfaEnvShape,
}).refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
  // The headers are part of the request: a longer wait for them would never be reached.
  path: ['HEADERS_TIMEOUT_MS'],
  message: 'must not exceed REQUEST_TIMEOUT_MS',
}).refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
  // Half a key pair cannot sign; generating the other half would not match it.
  path: ['VAPID_PRIVATE_KEY'],
  message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together, or neither (then a pair is generated once and stored)',
}).refine((env) => env.BACKUP_EVERY === undefined || env.DATABASE_URL.startsWith('sqlite:'), {
  // The server copies SQLite files; PostgreSQL has its own tools (README: Backups).
  path: ['BACKUP_EVERY'],
  message: 'works with a SQLite database only; back PostgreSQL up with pg_dump (README: Backups)',
}).refine((env) => (env.TELEGRAM_BOT_TOKEN === undefined) === (env.TELEGRAM_CHAT_ID === undefined), {
  // A token without a chat has nowhere to post; a chat without a token cannot be posted to.
  path: ['TELEGRAM_CHAT_ID'],
  message: 'TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID must be set together, or neither (then nothing is posted)',
}).refine((env) => env.TELEGRAM_CHAT_ID_HI === undefined || (env.TELEGRAM_CHAT_ID !== undefined && env.TELEGRAM_LANGUAGE === 'en'), {
  // The Hindi channel is the second one, beside an English TELEGRAM_CHAT_ID: two Hindi channels would post the same.
  path: ['TELEGRAM_CHAT_ID_HI'],
  message: 'is the Hindi channel beside an English one: it needs TELEGRAM_CHAT_ID with TELEGRAM_LANGUAGE=en',
}).refine((env) => env.INDEXNOW_KEY === undefined || env.PUBLIC_ORIGIN !== undefined, {
  path: ['INDEXNOW_KEY'],
  message: 'needs PUBLIC_ORIGIN: the pages it submits and its key file must be where crawlers reach the site',
});

export type EnvInput = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  siteTimezone: string;
  siteName: string;
  /** Where visitors reach the site, without a trailing slash: canonical URLs and the sitemap's. */
  publicOrigin: string;
  corsOrigins: string[];
  trustProxy: boolean | number;
  admin: { username: string; password: string | undefined };
  session: { ttlMinutes: number; idleMinutes: number; reauthMinutes: number };
  logLevel: string;
  /** The in-memory cache of public GET responses; off only to measure what it saves. */
  publicCache: boolean;
  /** Past this event-loop lag new requests are shed with 503 + Retry-After; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
  /** Shared state of several instances (visitor counts, login limits, cache invalidation, live results). */
  redis: { url: string; prefix: string } | null;
  sseMaxConnections: number;
  /** Open live-result streams per client address (an IPv6 /64 counts as one). */
  sseMaxPerAddress: number;
  /** Public API reads one client address may make per minute on one instance; 0: no limit. */
  publicApiRateLimit: number;
  /**
   * How long a client may take to send a whole request, and its headers: past them it gets a 408 and
   * the connection closes. Answers are not timed, so live-result streams stay open.
   */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** Open connections the server accepts; past it new ones are closed at once. */
  maxConnections: number;
  /** The built front ends; `shellRenderer` is the shell's server build, which renders the public pages. */
  frontEnds: { shellDist: string; shellRenderer: string; adminDist: string; agentDist: string };
  runtimeConfig: RuntimeConfig;
  /**
   * Push notifications: off without a VAPID subject. `keys` null means generated once and kept in the
   * database; `serviceHosts` are the only hosts subscription endpoints may name.
   */
  push: { subject: string | null; keys: VapidKeys | null; serviceHosts: PushServiceHost[] };
  /** The bearer token /metrics answers to; null: no metrics. */
  metricsToken: string | null;
  /**
   * A CDN or proxy in front: how long it may keep a public answer in all (fresh, then stale while it asks
   * again), and where a write's changed tags are sent for it to purge (with the token as a bearer), if set.
   */
  cdn: { maxStaleSeconds: number; purge: { url: string; token: string | null } | null };
  /** Backups the server makes of its SQLite database: every `everyMs`, the last `keep` kept in `dir`; null: none. */
  backups: { everyMs: number; keep: number; dir: string } | null;
  /** Posting results to a Telegram channel: off (null) without a bot token and chat. */
  telegram: TelegramSettings | null;
  indexNow: IndexNowSettings | null;
  mfa: MfaSettings;
}

export class ConfigError extends Error {}

/** Parses the given variables; throws a ConfigError naming every bad or missing one. */
export function parseEnv(env: EnvInput | NodeJS.ProcessEnv): AppConfig {
  // An empty variable means "not set", as in most deploy tools' env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const publicOrigin = e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    siteTimezone: e.SITE_TIMEZONE,
    siteName: e.SITE_NAME,
    publicOrigin,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    session: { ttlMinutes: e.SESSION_TTL_MINUTES, idleMinutes: e.SESSION_IDLE_MINUTES, reauthMinutes: e.REAUTH_MINUTES },
    logLevel: e.LOG_LEVEL,
    publicCache: e.PUBLIC_CACHE === 'on',
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : null,
    sseMaxConnections: e.SSE_MAX_CONNECTIONS,
    sseMaxPerAddress: e.SSE_MAX_PER_ADDRESS,
    publicApiRateLimit: e.PUBLIC_API_RATE_LIMIT,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    frontEnds: { shellDist: e.SHELL_DIST, shellRenderer: e.SHELL_RENDERER, adminDist: e.ADMIN_DIST, agentDist: e.AGENT_DIST },
    // The contract decides which of these the shell receives; parsing drops any it does not list.
    runtimeConfig: runtimeConfigSchema.parse({
      apiBaseUrl: e.API_BASE_URL,
      remotes: { admin: e.ADMIN_REMOTE_URL, agent: e.AGENT_REMOTE_URL },
      siteName: e.SITE_NAME,
      timeZone: e.SITE_TIMEZONE,
      demo: e.DEMO_MODE === 'on',
      publicOrigin,
    }),
    push: {
      subject: vapidSubjectFrom(e.VAPID_SUBJECT, e.PUBLIC_ORIGIN),
      keys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null,
      serviceHosts: e.PUSH_SERVICE_HOSTS,
    },
    telegram: telegramSettingsFrom(e),
    indexNow: indexNowSettingsFrom(e),
    metricsToken: e.METRICS_TOKEN ?? null,
    cdn: {
      maxStaleSeconds: e.CDN_MAX_STALE_SECONDS,
      purge: e.CDN_PURGE_URL === undefined ? null : { url: e.CDN_PURGE_URL, token: e.CDN_PURGE_TOKEN ?? null },
    },
    mfa: mfaSettingsFrom(e),
    backups: e.BACKUP_EVERY === undefined ? null : { everyMs: e.BACKUP_EVERY, keep: e.BACKUP_KEEP, dir: e.BACKUP_DIR },
  };
}

/** The only reader of process.env in the server. */
export function loadConfig(): AppConfig {
  return parseEnv(process.env);
}

/**
 * Where the user ran the command. `npm run --workspace` moves into server/, but a relative sqlite path
 * must mean the same file as for the server started from the same place.
 */
export function invocationDirectory(): string {
  return process.env.INIT_CWD ?? process.cwd();
}
