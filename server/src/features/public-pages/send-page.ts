import type { FastifyReply, FastifyRequest } from 'fastify';
import { drawDateIn, isWidgetPath, type RenderedPage } from '@ghadi/contracts';
import { publicReads } from '../../public-cache/public-cache-keys';
import { sendFromCache } from '../../public-cache/send-public';
import { pageReads } from './page-reads';
import { pageHtml } from './shell-renderer';
import { siteRuntimeConfig } from '../../config/site-runtime-config';

/** A page that turned out to be a redirect (a month chosen without scripts): answered, never cached. */
class PageRedirect extends Error {
  constructor(readonly page: Extract<RenderedPage, { kind: 'redirect' }>) {
    super('redirect');
  }
}

/**
 * A public page, server-rendered: from the public cache when this URL was rendered today and nothing it
 * read has changed since, else rendered (its reads from the same cache) and stored under the tags of
 * what it read, so the writes that invalidate the JSON reads invalidate it too, before they are
 * acknowledged. False when the shell's server build (or, for a widget, its widget.html) is not there (a reply is thenable, so this says
 * whether one was sent instead of returning it).
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const { server } = request;
  const renderer = server.deployedShell()?.renderer;
  // A shell built before the widget has no page to put one in: the widget's addresses are then not found.
  if (!renderer || (isWidgetPath(request.url.split('?', 1)[0] ?? '') && !renderer.templates.widget)) return false;
  const now = server.clock();
  const { siteTimezone: timeZone, publicOrigin } = server.config;
  const config = siteRuntimeConfig(server);
  const day = drawDateIn(timeZone, now);
  try {
    await sendFromCache(request, reply, publicReads.page(day, request.url), async () => {
      const { reads, tags, expiresAt } = pageReads({ db: server.db, cache: server.publicCache, timeZone, now });
      const page = await renderer.render({ url: request.url, siteDay: day, now: now.toISOString(), config, publicOrigin, reads });
      if (page.kind === 'redirect') throw new PageRedirect(page);
      // Stored under the tags of its reads, and only until the earliest of them goes stale by the clock.
      return { page: { status: page.status, html: pageHtml(renderer, page) }, tags: [...tags], expiresAt: expiresAt() };
    });
  } catch (error) {
    if (!(error instanceof PageRedirect)) throw error;
    reply.redirect(error.page.location, error.page.status);
  }
  return true;
}
