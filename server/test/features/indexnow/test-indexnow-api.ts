import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Submission {
  /** The request's Content-Type. */
  contentType: string | undefined;
  /** The JSON body as sent, or null when it was none. */
  body: unknown;
  status: number;
}

export interface TestIndexNowApi {
  /** The INDEXNOW_ENDPOINT that reaches it. */
  url: string;
  received: Submission[];
  /** Answers the next submissions with these statuses, in order, then checks them again. */
  answerNext(statuses: number[]): void;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const KEY_RULE = /^[A-Za-z0-9-]{8,128}$/;
const MAX_URLS = 10_000;

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/** Whether the key file at `keyLocation` holds `key` and nothing else, as a search engine checks it. */
async function holdsKey(keyLocation: string, key: string): Promise<boolean> {
  try {
    const answer = await fetch(keyLocation, { redirect: 'error', signal: AbortSignal.timeout(5000) });
    return answer.status === 200 && (await answer.text()).trim() === key;
  } catch {
    return false;
  }
}

/** What a search engine answers a submission, by indexnow.org's table of responses. */
async function judge(contentType: string | undefined, body: unknown): Promise<number> {
  if (!/^application\/json\b/.test(contentType ?? '') || typeof body !== 'object' || body === null) return 400;
  const { host, key, keyLocation, urlList } = body as Record<string, unknown>;
  if (typeof host !== 'string' || typeof key !== 'string' || typeof keyLocation !== 'string' || !isStringList(urlList)) return 400;
  if (urlList.length === 0 || urlList.length > MAX_URLS) return 400;
  if (!KEY_RULE.test(key)) return 403;
  // 422: an address, or the key file, is not on the host submitted for.
  if (hostOf(keyLocation) !== host || urlList.some((url) => hostOf(url) !== host)) return 422;
  return (await holdsKey(keyLocation, key)) ? 200 : 403;
}

/**
 * A search engine's IndexNow endpoint in the test: `POST /indexnow` with `{host, key, keyLocation, urlList}`,
 * checked as the protocol says (the key file fetched from keyLocation, as an engine does), answered 200, or
 * 400, 403 or 422 with a short reason; scripted statuses (429, 503, 403) answer first when set.
 */
export async function startTestIndexNowApi(): Promise<TestIndexNowApi> {
  const received: Submission[] = [];
  const scripted: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const contentType = request.headers['content-type'];
        let body: unknown = null;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // Judged as no body: a 400.
        }
        const status = request.method !== 'POST' || request.url !== '/indexnow' ? 404 : (scripted.shift() ?? (await judge(contentType, body)));
        received.push({ contentType, body, status });
        const reason = { 400: 'Bad request', 403: 'Forbidden: key not valid', 404: 'Not found', 422: 'Unprocessable Entity', 429: 'Too Many Requests' }[status];
        response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(reason ?? (status >= 500 ? 'Service Unavailable' : ''));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/indexnow`,
    received,
    answerNext: (statuses) => void scripted.push(...statuses),
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = performance.now() + timeoutMs;
      while (received.length < count) {
        if (performance.now() > deadline) throw new Error(`expected ${count} submissions, got ${received.length}`);
        await sleep(20);
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
