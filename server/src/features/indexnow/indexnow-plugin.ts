import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { pathInLanguage, siteLanguages, sitePaths } from '@ghadi/contracts';
import { createJobQueue } from '../../jobs/job-queue';
import { isTransientStatus, TransientError } from '../../jobs/retry-rule';

export interface IndexNow {
  /**
   * Queues a submission of a result's date page, in every language, to IndexNow; called once the write that
   * changed it was acknowledged (afterAck). Does nothing without INDEXNOW_KEY.
   */
  submitResultPage(page: { nameEn: string; drawDate: string }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    indexNow: IndexNow;
  }
}

/** The addresses of one change, submitted together. */
interface SubmissionJob {
  id: string;
  urls: string[];
}

/** An IndexNow submission's body (indexnow.org: "Submitting set of URLs"). */
interface Submission {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

const REQUEST_TIMEOUT_MS = 10_000;
// Enough of a refusal's body to say why in the log, however much the endpoint sends.
const LOGGED_BODY_CHARS = 500;

/** A refusal no retry mends (400, 403, 422): the key, its file or the addresses are wrong. */
class SubmissionRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`IndexNow refused the submission (${status})`);
  }
}

/** POSTs `submission`; 200 (received) and 202 (received, key still being checked) are done. */
async function submit(endpoint: string, submission: Submission): Promise<void> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(submission),
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TransientError(`IndexNow unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const body = (await response.text().catch(() => '')).slice(0, LOGGED_BODY_CHARS);
  const retryAfter = Number(response.headers.get('retry-after'));
  if (isTransientStatus(response.status)) throw new TransientError(`IndexNow answered ${response.status}`, retryAfter > 0 ? retryAfter * 1000 : null);
  throw new SubmissionRefused(response.status, body);
}

/**
 * With INDEXNOW_KEY, a published or corrected result's date page is submitted to INDEXNOW_ENDPOINT, so search
 * engines fetch its new value soon rather than at their next crawl. Off the request path on the shared job
 * queue (one instance sends each), retried on network errors, 429 and 5xx; a refusal is logged once. The key
 * file the endpoint checks is served with robots.txt (search-file-routes).
 */
export default fp(
  async (fastify) => {
    const settings = fastify.config.indexNow;
    if (settings === null) {
      fastify.decorate('indexNow', { submitResultPage: async () => undefined } satisfies IndexNow);
      return;
    }
    const origin = fastify.config.publicOrigin;
    const host = new URL(origin).host;
    const submissionOf = (urls: string[]): Submission => ({
      host,
      key: settings.key,
      keyLocation: `${origin}/${settings.key}.txt`,
      urlList: urls,
    });
    const { redis } = fastify;
    const queue = createJobQueue<SubmissionJob>(
      {
        name: 'indexnow',
        idOf: (job) => `indexnow-${job.id}`,
        concurrency: 1,
        run: async (job) => {
          try {
            await submit(settings.endpoint, submissionOf(job.urls));
          } catch (error) {
            if (!(error instanceof SubmissionRefused)) throw error;
            // 403: the key file is not at keyLocation or holds another key; 422: the addresses are not on its host.
            fastify.log.error({ status: error.status, body: error.body, urls: job.urls }, 'IndexNow refused the submission: check INDEXNOW_KEY and PUBLIC_ORIGIN');
          }
        },
        failed: (job, error) => fastify.log.error({ err: error, urls: job.urls }, 'IndexNow submission gave up'),
      },
      redis && { url: fastify.config.redis!.url, prefix: redis.prefix, warn: (error) => redis.warn('IndexNow queue', error) },
      fastify.metrics.watchQueue,
    );
    fastify.addHook('onClose', () => queue.close());
    fastify.decorate('indexNow', {
      submitResultPage: ({ nameEn, drawDate }) =>
        queue.add([{ id: randomUUID(), urls: siteLanguages.map((language) => `${origin}${pathInLanguage(language, sitePaths.gameDate(nameEn, drawDate))}`) }]),
    } satisfies IndexNow);
  },
  { name: 'indexnow', dependencies: ['redis'] },
);
