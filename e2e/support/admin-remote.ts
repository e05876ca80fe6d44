import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { repoRoot } from './servers';

/** A copy of the built admin remote in a folder of its own, for a site to serve and a test to redeploy. */
export function publishAdminRemote(prefix: string): string {
  const published = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(path.join(repoRoot, 'remotes', 'admin', 'dist'), published, { recursive: true });
  return published;
}

/**
 * What the admin team does alone: builds its remote with a visible version and publishes only that folder
 * over `published`, the shell untouched.
 */
export function redeployAdminRemote(published: string, version: string): void {
  const output = mkdtempSync(path.join(os.tmpdir(), 'admin-build-'));
  const build = spawnSync('npx', ['webpack-cli', 'build', '--mode', 'production', '--output-path', output], {
    cwd: path.join(repoRoot, 'remotes', 'admin'),
    env: { ...process.env, APP_VERSION: version },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  rmSync(published, { recursive: true, force: true });
  cpSync(output, published, { recursive: true });
  rmSync(output, { recursive: true, force: true });
}
