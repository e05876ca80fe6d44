import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { apiPaths } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describePostgres } from '../helper';
import { postResult } from '../fixtures';
import { readDatabaseState } from '../support/database-state';

const run = promisify(execFile);
const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// The README's PostgreSQL commands, word for word but for the names: a whole database dumped and restored.
describePostgres('backing PostgreSQL up with the README commands', (kit) => {
  const name = `ghadi_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const DATABASE_URL = url.toString();
  let admin: Pool;
  let dir: string;

  beforeAll(async () => {
    admin = new Pool({ connectionString: serverUrl, max: 1 });
    await admin.query(`create database ${name}`);
    dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-pg-dump-'));
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  const users = async (app: FastifyInstance, token: string) =>
    ((await app.inject({ url: `${apiPaths.users}?pageSize=100`, headers: bearer(token) })).json().data as { UserName: string }[]).map((user) => user.UserName).sort();

  it('pg_dump and pg_restore bring back exactly the results, history and users of the dump', async () => {
    const dump = path.join(dir, 'ghadi.dump');
    const app = await kit.build({ DATABASE_URL });
    const token = await adminToken(app);
    const game = await createGhadi(app, token, { NameEn: 'Dump Bazar', OrderId: 1 });
    await app.inject({ method: 'POST', url: apiPaths.users, headers: bearer(token), payload: { UserName: 'ravi', DisplayName: 'Ravi', email: 'ravi@example.com', Password: 'agent-password-1', isActive: true } });
    await postResult(app, token, { ghadiId: game.id, result: '11', dateTime: '2026-10-01' });
    await postResult(app, token, { ghadiId: game.id, result: '12', dateTime: '2026-10-01' });
    const atDump = await readDatabaseState(DATABASE_URL, 'Dump Bazar');
    const usersAtDump = await users(app, token);

    await run('pg_dump', ['--format=custom', `--file=${dump}`, DATABASE_URL]);
    await postResult(app, token, { ghadiId: game.id, result: '33', dateTime: '2026-10-03' });
    await postResult(app, token, { ghadiId: game.id, result: '13', dateTime: '2026-10-01' });
    await app.inject({ method: 'POST', url: apiPaths.users, headers: bearer(token), payload: { UserName: 'sita', DisplayName: 'Sita', email: 'sita@example.com', Password: 'agent-password-1', isActive: true } });
    await app.close();

    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${DATABASE_URL}`, dump]);

    const restored = await kit.build({ DATABASE_URL });
    const state = await readDatabaseState(DATABASE_URL, 'Dump Bazar');
    expect([state.results, state.history]).toEqual([atDump.results, atDump.history]);
    expect(state.results).toEqual(new Map([['2026-10-01', '12']]));
    expect(await users(restored, await adminToken(restored))).toEqual(usersAtDump);
    expect(usersAtDump).toContain('ravi');
    expect(usersAtDump).not.toContain('sita');
    await restored.close();
  }, 60_000);
});
