import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from './servers';

/** A copy of the built admin remote in a folder of its own, for a site to serve and a test to redeploy. */
export function publishAdminRemote(prefix: string): string {
  const published = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(path.join(repoRoot, 'remotes', 'admin', 'dist'), published, { recursive: true });
  return published;
}

/** The version the redeployed admin remote shows on its dashboard. */
export const REDEPLOYED_VERSION = 'e2e-2';


/**
 * What the admin team does alone: builds its remote with a visible version and publishes only that folder
 * over `published`, the shell untouched.
 */
export function redeployAdminRemote(published: string): void {
  // Built once per run, in the run's output folder (emptied when a run starts): every spec that redeploys
  // publishes the same files.
  const rebuilt = path.join(test.info().project.outputDir, 'admin-redeployed');
  if (!existsSync(path.join(rebuilt, 'remoteEntry.js'))) {
    rmSync(rebuilt, { recursive: true, force: true });
    const build = spawnSync('npx', ['webpack-cli', 'build', '--mode', 'production', '--output-path', rebuilt], {
      cwd: path.join(repoRoot, 'remotes', 'admin'),
      env: { ...process.env, APP_VERSION: REDEPLOYED_VERSION },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
  }
  rmSync(published, { recursive: true, force: true });
  cpSync(rebuilt, published, { recursive: true });
}
