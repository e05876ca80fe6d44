import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './built-server';

/** One request to the real server and its answer, as the front ends' test fakes replay it. */
export interface RecordedExchange {
  method: string;
  path: string;
  request: unknown;
  status: number;
  response: unknown;
}

const recordedDir = path.join(repoRoot, 'shared/testing/src/recorded');

/**
 * Holds the front ends' fakes to the server: the exchange must equal the recording `name` (a path
 * without .json) in shared/testing/src/recorded, which the fakes answer with. `RECORD_ANSWERS=1` writes it instead, after a
 * deliberate change of the server's answer.
 */
export function expectRecorded(name: string, exchange: RecordedExchange): void {
  const file = path.join(recordedDir, `${name}.json`);
  if (process.env.RECORD_ANSWERS === '1') {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(exchange, null, 2)}\n`);
    return;
  }
  expect(exchange).toEqual(JSON.parse(readFileSync(file, 'utf8')));
}
