import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const PURGE_TOKEN = 'cdn-purge-token-of-the-test-zone';
const ZONE = '023e105f4ecef8ad9ca31a8372d0c353';

export interface PurgeRequest {
  tags: string[];
  status: number;
  receivedAt: number;
}

export interface TestPurgeApi {
  /** The CDN_PURGE_URL that reaches it. */
  url: string;
  received: PurgeRequest[];
  /** Answers the next requests with these statuses, in order, then 200 again. */
  answerNext(statuses: number[]): void;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A CDN's purge-by-tag API in the test, in Cloudflare's shapes: `POST /client/v4/zones/<zone>/purge_cache`
 * with a bearer token and `{"tags": [...]}`, answered `{"success": true, "errors": [], "messages": [],
 * "result": {"id": <zone>}}`, or `success: false` with its errors.
 */
export async function startTestPurgeApi(): Promise<TestPurgeApi> {
  const received: PurgeRequest[] = [];
  const scripted: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let tags: string[] = [];
      let status: number;
      try {
        tags = (JSON.parse(Buffer.concat(chunks).toString()) as { tags: string[] }).tags;
        if (request.url !== `/client/v4/zones/${ZONE}/purge_cache` || request.method !== 'POST') status = 404;
        else if (request.headers.authorization !== `Bearer ${PURGE_TOKEN}`) status = 403;
        else if (!Array.isArray(tags) || tags.length === 0 || tags.length > 30) status = 400;
        else status = scripted.shift() ?? 200;
      } catch {
        status = 400;
      }
      received.push({ tags, status, receivedAt: performance.now() });
      const body =
        status === 200
          ? { success: true, errors: [], messages: [], result: { id: ZONE } }
          : { success: false, errors: [{ code: status === 403 ? 10000 : 1001, message: status === 403 ? 'Authentication error' : 'Request failed' }], messages: [], result: null };
      response.writeHead(status, { 'content-type': 'application/json', ...(status === 429 && { 'retry-after': '1' }) }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/client/v4/zones/${ZONE}/purge_cache`,
    received,
    answerNext: (statuses) => void scripted.push(...statuses),
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = performance.now() + timeoutMs;
      while (received.length < count) {
        if (performance.now() > deadline) throw new Error(`expected ${count} purge requests, got ${received.length}`);
        await sleep(20);
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
