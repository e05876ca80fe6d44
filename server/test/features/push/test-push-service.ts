import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { decrypt } from 'http_ece';
import { pushPayloadSchema, type PushPayload, type PushSubscriptionInput } from '@ghadi/contracts';

/** A push request as the service received it, decrypted with the subscriber's keys. */
export interface ReceivedPush {
  subscriber: string;
  /** The status the service answered with. */
  status: number;
  headers: IncomingHttpHeaders;
  /** Null for an answer other than 201: such a request is not a delivery. */
  payload: PushPayload | null;
  /** The VAPID JWT's claims, once its ES256 signature checked out against the `k` key of the header. */
  vapid: { publicKey: string; claims: { aud: string; exp: number; sub: string } };
  receivedAt: number;
}

export interface TestSubscriber {
  id: string;
  subscription: PushSubscriptionInput;
}

export interface TestPushService {
  url: string;
  /** The PUSH_SERVICE_HOSTS entry that allows it. */
  hostSetting: string;
  subscribe(): TestSubscriber;
  /** The statuses to answer this subscriber's next requests with, in order; then 201. */
  answer(subscriber: TestSubscriber, statuses: number[]): void;
  received: ReceivedPush[];
  /** Requests it could not accept (a bad VAPID signature, a payload that does not decrypt): none is expected. */
  problems: string[];
  delivered(subscriber?: TestSubscriber): ReceivedPush[];
  /** Waits until `count` requests have arrived in all, failing after `timeoutMs`. */
  waitForRequests(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** Checks a `vapid t=<jwt>, k=<key>` header (RFC 8292) and returns its key and claims; throws when it is forged. */
function readVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, publicKey] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('VAPID signature does not verify');
  return { publicKey, claims: JSON.parse(Buffer.from(body, 'base64url').toString()) };
}

/** An HTTP push service in the test: takes encrypted pushes (RFC 8291, aes128gcm) and decrypts them. */
export async function startTestPushService(): Promise<TestPushService> {
  const keys = new Map<string, { ecdh: ECDH; auth: string }>();
  const scripted = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const subscriber = request.url!.split('/').at(-1)!;
      const subscriberKeys = keys.get(subscriber);
      const status = subscriberKeys ? (scripted.get(subscriber)?.shift() ?? 201) : 404;
      try {
        const vapid = readVapid(request.headers.authorization);
        const decrypted = subscriberKeys && decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: subscriberKeys.ecdh, authSecret: subscriberKeys.auth });
        const payload = status === 201 && decrypted ? pushPayloadSchema.parse(JSON.parse(decrypted.toString())) : null;
        received.push({ subscriber, status, headers: request.headers, payload, vapid, receivedAt: performance.now() });
        response.writeHead(status).end();
      } catch (error) {
        problems.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    hostSetting: `http://127.0.0.1:${port}`,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64(randomBytes(16));
      keys.set(id, { ecdh, auth });
      return { id, subscription: { endpoint: `${url}/push/${id}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth } } };
    },
    answer(subscriber, statuses) {
      scripted.set(subscriber.id, [...statuses]);
    },
    received,
    problems,
    delivered: (subscriber) => received.filter((push) => push.status === 201 && (!subscriber || push.subscriber === subscriber.id)),
    async waitForRequests(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} push requests, got ${received.length}`);
        await sleep(20);
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
