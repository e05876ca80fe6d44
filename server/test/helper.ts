import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Pool } from 'pg';
import { apiPaths, ghadiResponseSchema, type Ghadi } from '@ghadi/contracts';
import { buildApp, type AppDependencies } from '../src/app';
import { parseEnv, type AppConfig, type EnvInput } from '../src/config/env';
import { insertUser, type NewUserInput } from '../src/features/sign-in/user-queries';
import { hashPassword } from '../src/features/sign-in/passwords';
import type { Clock } from '../src/calendar/site-calendar';
import { testKeyFileFor } from './support/test-key-file';

export type DatabaseKind = 'sqlite' | 'postgres';

export const ADMIN_PASSWORD = 'admin-password-for-tests';

export interface BuildOptions {
  /** Registered after the app's own plugins and routes, before ready(): extra routes for a test. */
  register?: (app: FastifyInstance) => void;
  /** "Now" for the app; the real clock unless a test fixes it. */
  clock?: Clock;
  /** Receives the app's log lines (JSON, one per write); set LOG_LEVEL in env for the ones wanted. */
  logStream?: AppDependencies['logStream'];
}

export interface TestKit {
  kind: DatabaseKind;
  /** A new empty database (SQLite file or PostgreSQL schema), removed after the describe block. */
  createDatabaseUrl(): Promise<string>;
  /** Test defaults (silent logs, a known admin password, no built front ends) plus `env`. */
  config(env?: EnvInput): Promise<AppConfig>;
  /** A ready app on a fresh database unless env.DATABASE_URL names one; closed after the block. */
  build(env?: EnvInput, options?: BuildOptions): Promise<FastifyInstance>;
}

const postgresAvailable = process.env.TEST_POSTGRES_AVAILABLE === 'yes';
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let databaseCounter = 0;

function createKit(kind: DatabaseKind): TestKit & { cleanUp(): Promise<void> } {
  const apps: FastifyInstance[] = [];
  const tempDirs: string[] = [];
  const schemas: string[] = [];
  const postgresUrls: string[] = [];
  let adminPool: Pool | undefined;

  const createDatabaseUrl = async (): Promise<string> => {
    databaseCounter += 1;
    if (kind === 'sqlite') {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-test-'));
      tempDirs.push(dir);
      return `sqlite:${path.join(dir, 'test.sqlite')}`;
    }
    // A schema per app, selected through search_path, keeps parallel test files apart in one database.
    const schema = `t_${process.pid}_${databaseCounter}_${Math.random().toString(36).slice(2, 8)}`;
    adminPool ??= new Pool({ connectionString: postgresUrl, max: 1 });
    await adminPool.query(`create schema ${schema}`);
    schemas.push(schema);
    const url = new URL(postgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    postgresUrls.push(url.toString());
    return url.toString();
  };

  const config = async (env: EnvInput = {}): Promise<AppConfig> => {
    const noDist = path.join(os.tmpdir(), 'ghadi-test-no-front-end');
    const databaseUrl = env.DATABASE_URL ?? (await createDatabaseUrl());
    return parseEnv({
      LOG_LEVEL: 'silent',
      // Load shedding answers 503 when the event loop lags, which a busy test machine makes it do at random;
      // the tests of shedding turn it on themselves.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Tests read the API from one address far faster than any client; the limit's tests turn it on.
      PUBLIC_API_RATE_LIMIT: '0',
      ADMIN_PASSWORD,
      SHELL_DIST: noDist,
      ADMIN_DIST: noDist,
      AGENT_DIST: noDist,
      MFA_KEY_FILE: testKeyFileFor(databaseUrl),
      ...env,
      DATABASE_URL: databaseUrl,
    });
  };

  const build = async (env: EnvInput = {}, options: BuildOptions = {}): Promise<FastifyInstance> => {
    const app = buildApp(await config(env), { clock: options.clock, logStream: options.logStream });
    apps.push(app);
    options.register?.(app);
    await app.ready();
    return app;
  };

  const cleanUp = async (): Promise<void> => {
    await Promise.all(apps.map((app) => app.close()));
    for (const schema of schemas) await adminPool?.query(`drop schema ${schema} cascade`);
    for (const url of postgresUrls) rmSync(testKeyFileFor(url), { force: true });
    await adminPool?.end();
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  };

  return { kind, createDatabaseUrl, config, build, cleanUp };
}

/**
 * Runs `fn` once on SQLite and once on PostgreSQL, each in its own describe block with its own kit. The
 * PostgreSQL run is skipped (loudly, by the global setup) only outside CI when no server is reachable.
 */
// CI's clock runs (.ci/run) set TEST_DATABASES=sqlite: what they move is the processes' clock, which reaches
// both databases as the same parameters, so the PostgreSQL twin of each test would double their time for
// nothing new. Tests of PostgreSQL alone (describePostgres) still run.
const eachDatabase = process.env.TEST_DATABASES === 'sqlite' ? (['sqlite'] as const) : (['sqlite', 'postgres'] as const);

export function describeEachDatabase(name: string, fn: (kit: TestKit) => void): void {
  for (const kind of eachDatabase) describeOn(kind, name, fn);
}

/** The PostgreSQL half of describeEachDatabase alone, for behaviour SQLite cannot have (a network outage). */
export function describePostgres(name: string, fn: (kit: TestKit) => void): void {
  describeOn('postgres', name, fn);
}

function describeOn(kind: DatabaseKind, name: string, fn: (kit: TestKit) => void): void {
  const describeKind = kind === 'postgres' && !postgresAvailable ? describe.skip : describe;
  describeKind(`${name} [${kind}]`, () => {
    const kit = createKit(kind);
    afterAll(() => kit.cleanUp());
    fn(kit);
  });
}

/** Seeds a user straight through the repository (the users API belongs to a later issue). */
export async function seedUser(
  app: FastifyInstance,
  input: Partial<Omit<NewUserInput, 'passwordHash'>> & { password?: string } = {},
): Promise<{ userName: string; password: string }> {
  const userName = input.userName ?? `agent${Math.random().toString(36).slice(2, 8)}`;
  const password = input.password ?? 'agent-password-1';
  const row = await insertUser(app.db, {
    userName,
    displayName: input.displayName ?? 'Test Agent',
    email: input.email ?? `${userName}@example.com`,
    passwordHash: await hashPassword(password),
    userType: input.userType ?? 'agent',
    isActive: input.isActive ?? true,
  });
  if (!row) throw new Error(`seedUser: ${userName} already exists`);
  return { userName, password };
}

export async function userIdOf(app: FastifyInstance, userName: string): Promise<number> {
  const row = await app.db
    .selectFrom('users')
    .select('user_id')
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/** What deleting a user does (DELETE /api/users/{id} sets the same column). */
export async function softDeleteUser(app: FastifyInstance, userName: string): Promise<void> {
  await app.db
    .updateTable('users')
    .set({ deleted_at: new Date().toISOString() })
    .where('user_name', '=', userName)
    .execute();
}

export function postLogin(app: FastifyInstance, payload: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: apiPaths.login, payload: payload as object });
}

export function login(app: FastifyInstance, UserName: string, Password: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: apiPaths.login, payload: { UserName, Password } });
}

/** Signs in and returns the bearer token; fails the test if signing in fails. */
export async function tokenFor(app: FastifyInstance, UserName: string, Password: string): Promise<string> {
  const response = await login(app, UserName, Password);
  if (response.statusCode !== 200) throw new Error(`login as ${UserName} failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string): { authorization: string } => ({ authorization: `Bearer ${token}` });

export const adminToken = (app: FastifyInstance): Promise<string> => tokenFor(app, 'admin', ADMIN_PASSWORD);

export interface SignedInUser {
  userName: string;
  password: string;
  token: string;
  /** The UUID (`_id`/`id`). */
  id: string;
  /** The numeric User_Id. */
  userId: number;
}

/** Seeds a user (an active agent unless told otherwise) and signs them in. */
export async function createAgent(
  app: FastifyInstance,
  input: Parameters<typeof seedUser>[1] = {},
): Promise<SignedInUser> {
  const { userName, password } = await seedUser(app, input);
  const row = await app.db
    .selectFrom('users')
    .select(['id', 'user_id'])
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  const token = await tokenFor(app, userName, password);
  return { userName, password, token, id: row.id, userId: row.user_id };
}

/**
 * Checks who may make a request: anonymous callers get 401 and agents 403 unless it is public, and the
 * admin gets a success. `request` must be valid, so the admin's call succeeds.
 */
export async function expectAccess(
  app: FastifyInstance,
  request: InjectOptions,
  access: 'public' | 'admin',
  tokens: { admin: string; agent: string },
): Promise<void> {
  const as = (token?: string) =>
    app.inject({ ...request, headers: { ...request.headers, ...(token ? bearer(token) : {}) } });
  const anonymous = await as();
  const agent = await as(tokens.agent);
  if (access === 'admin') {
    expect({ anonymous: anonymous.statusCode, agent: agent.statusCode }).toEqual({ anonymous: 401, agent: 403 });
  } else {
    expect([anonymous.statusCode, agent.statusCode].every((status) => status < 400)).toBe(true);
  }
  const admin = await as(tokens.admin);
  expect(admin.statusCode).toBeLessThan(400);
}

/**
 * Stores a result and its history entry as the admin, straight into the tables: tests of games, agents
 * and assignments need results to exist, not the publishing rules. Returns the result's id.
 */
export async function publishResultRow(
  app: FastifyInstance,
  { gid, drawDate, result }: { gid: number; drawDate: string; result: string },
): Promise<string> {
  const userId = await userIdOf(app, 'admin');
  const now = new Date().toISOString();
  const id = randomUUID();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('results')
      .values({ id, gid, draw_date: drawDate, result, created_by: userId, is_active: 1, created_at: now, updated_at: now, changed_at: now })
      .execute();
    await trx
      .insertInto('result_history')
      .values({ result_id: id, gid, draw_date: drawDate, old_result: null, new_result: result, changed_by: userId, changed_at: now })
      .execute();
  });
  return id;
}

let ghadiCounter = 0;

/** A valid game body with a name no other test uses. */
export function newGhadi(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  ghadiCounter += 1;
  return { NameEn: `Game ${ghadiCounter}`, NameHn: `खेल ${ghadiCounter}`, RTime: '10:30 AM', OrderId: 100, ...overrides };
}

/** Creates a game through the API as the admin whose token is given. */
export async function createGhadi(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}): Promise<Ghadi> {
  const response = await app.inject({ method: 'POST', url: apiPaths.ghadis, headers: bearer(token), payload: newGhadi(overrides) });
  if (response.statusCode !== 201) throw new Error(`create ghadi failed: ${response.body}`);
  return ghadiResponseSchema.parse(response.json()).data;
}
