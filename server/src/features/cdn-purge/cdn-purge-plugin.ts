import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { createJobQueue } from '../../jobs/job-queue';
import { isTransientStatus, TransientError } from '../../jobs/retry-rule';
import { cdnTag } from '../../public-cache/cdn-tags';

/** The tags a write changed, to purge from the CDN once. */
interface PurgeJob {
  id: string;
  tags: string[];
}

// Cloudflare takes at most 30 tags a request; a write names a handful, an import more.
const TAGS_PER_REQUEST = 30;
// After the acknowledgement, and after the other instances heard of the write (pub/sub takes milliseconds):
// a CDN that asks again at once must get the new answer from whichever instance it reaches.
const PURGE_DELAY_MS = 500;
const REQUEST_TIMEOUT_MS = 10_000;

async function purge(settings: { url: string; token: string | null }, tags: string[]): Promise<void> {
  let response: Response;
  try {
    response = await fetch(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.token && { authorization: `Bearer ${settings.token}` }) },
      body: JSON.stringify({ tags }),
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
  } catch (error) {
    throw new TransientError(`CDN purge unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.ok) return;
  const retryAfter = Number(response.headers.get('retry-after'));
  if (isTransientStatus(response.status)) throw new TransientError(`CDN purge answered ${response.status}`, retryAfter > 0 ? retryAfter * 1000 : null);
  throw new PurgeRefused(`CDN purge refused (${response.status}): check CDN_PURGE_URL and CDN_PURGE_TOKEN`);
}

/** A refusal no retry mends (a wrong URL or token). */
class PurgeRefused extends Error {}

/**
 * With CDN_PURGE_URL, every write this instance makes sends the tags it changed there (POST `{"tags": [...]}`,
 * Cloudflare's purge-by-tag body, with CDN_PURGE_TOKEN as a bearer): the same tags the answers carry in
 * Surrogate-Key and Cache-Tag. Off the request path on the shared job queue, so one instance sends each once,
 * retried on network errors, 429 and 5xx.
 */
export default fp(
  async (fastify) => {
    const settings = fastify.config.cdn.purge;
    if (settings === null) return;
    const { redis } = fastify;
    const queue = createJobQueue<PurgeJob>(
      {
        name: 'cdn-purge',
        idOf: (job) => `purge-${job.id}`,
        concurrency: 2,
        run: async (job) => {
          try {
            for (let start = 0; start < job.tags.length; start += TAGS_PER_REQUEST) await purge(settings, job.tags.slice(start, start + TAGS_PER_REQUEST));
          } catch (error) {
            if (!(error instanceof PurgeRefused)) throw error;
            fastify.log.error({ err: error, tags: job.tags }, 'CDN purge refused');
          }
        },
        failed: (job, error) => fastify.log.error({ err: error, tags: job.tags }, 'CDN purge gave up'),
      },
      redis && { url: fastify.config.redis!.url, prefix: redis.prefix, warn: (error) => redis.warn('CDN purge queue', error) },
      fastify.metrics.watchQueue,
    );
    fastify.addHook('onClose', () => queue.close());
    fastify.siteEvents.listenToOwn((event) => {
      if (event.type !== 'changed' || event.tags.length === 0) return;
      queue.add([{ id: randomUUID(), tags: event.tags.map(cdnTag) }], { delayMs: PURGE_DELAY_MS }).catch((error: unknown) => {
        // The write stands; the CDN keeps the old answer until its own time runs out (CDN_MAX_STALE_SECONDS).
        fastify.log.error({ err: error, tags: event.tags }, 'CDN purge could not be queued');
      });
    });
  },
  { name: 'cdn-purge', dependencies: ['site-events', 'redis'] },
);
