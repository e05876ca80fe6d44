import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { repoRoot } from './built-server';

export interface CommandOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command from the repository root, as an operator would, with `env` added to ours. */
export async function runCommand(command: string, args: string[], env: Record<string, string>): Promise<CommandOutcome> {
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = await once(child, 'exit');
  return { code, stdout, stderr };
}
