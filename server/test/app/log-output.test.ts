import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeBuiltServer, repoRoot } from '../support/built-server';
import { freePort } from '../support/free-port';

// What a person sees when running the server in a terminal (npm start), and what a log collector reads
// from a pipe: the built server, its standard output a pseudo-terminal (util-linux's `script`) or a pipe.

const serverScript = path.join(repoRoot, 'server/dist/server.js');
const WAIT_MS = 20_000;

/** Starts the server on a fresh database with no ADMIN_PASSWORD, and returns what it printed by the time it listens. */
async function startupOutput(inTerminal: boolean): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-log-'));
  const [command, args] = inTerminal
    ? ['script', ['--quiet', '--flush', '--return', '--command', `${process.execPath} ${serverScript}`, '/dev/null']]
    : [process.execPath, [serverScript]];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${path.join(dir, 'a.sqlite')}`, MFA_KEY_FILE: path.join(dir, 'mfa.key'), ADMIN_PASSWORD: '', LOG_LEVEL: 'info', TERM: 'dumb' },
  });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not listening after ${WAIT_MS} ms:\n${output}`)), WAIT_MS);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/listening/i.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  } finally {
    const exited = new Promise((resolve) => child.once('close', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
  return output.replace(/\r\n/g, '\n');
}

const lines = (output: string): string[] => output.split('\n').filter((line) => line.trim() !== '');

describeBuiltServer('log output', () => {
  it('in a terminal: readable lines, no JSON, and the first admin password on a line of its own', async () => {
    const output = await startupOutput(true);

    expect(lines(output).filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Server listening at http:\/\/127\.0\.0\.1:\d+$/m);
    expect(output).toMatch(/\n\nCreated admin user "admin" with password: [A-Za-z0-9_-]{24}\n/);
    // Said once, when the key is made: where it is, and that backups do not hold it.
    expect(output).toMatch(/WARN: Generated the MFA key in \/.*\/mfa\.key .*Keep a copy apart from the database backups/);
  });

  it('through a pipe: one JSON object per log line, for log collectors', async () => {
    const output = await startupOutput(false);
    const logLines = lines(output).filter((line) => !line.startsWith('Created admin user') && !line.startsWith('It is shown'));

    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) expect(JSON.parse(line)).toEqual(expect.objectContaining({ level: expect.any(Number), msg: expect.any(String) }));
    expect(logLines.map((line) => JSON.parse(line).msg)).toContainEqual(expect.stringMatching(/^Server listening at /));
  });
});
