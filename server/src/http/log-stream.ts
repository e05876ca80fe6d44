import pretty from 'pino-pretty';
import type { AppDependencies } from '../app';

/**
 * Where the server's log lines go: readable lines for a person at a terminal, one JSON object per line for
 * anything else (a log collector, a file, systemd's journal).
 */
export function logStreamFor(output: NodeJS.WriteStream): AppDependencies['logStream'] {
  if (!output.isTTY) return undefined;
  // Synchronous, so lines keep their order with what start-up writes to standard output itself.
  return pretty({ destination: output, sync: true, colorize: output.hasColors(), translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true });
}
