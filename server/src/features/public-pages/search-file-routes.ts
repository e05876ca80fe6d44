import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sitePaths } from '@ghadi/contracts';
import { findSitemapGames } from './sitemap-queries';
import { SITEMAP_MAX_URLS, sitemapIndexXml, sitemapUrls, splitSitemap, urlSetXml } from './sitemap';

export interface SearchFilesOptions {
  /** URLs per sitemap file; tests lower it to see the index without 50,000 pages. */
  maxUrlsPerFile?: number;
}

// Crawlers fetch these rarely; five minutes spares the database a crawler's repeats and is soon enough.
const CACHE_CONTROL = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';

// The back offices and the JSON API are no pages to index.
const robotsTxt = (origin: string): string =>
  ['User-agent: *', 'Disallow: /admin', 'Disallow: /agent', 'Disallow: /api', `Sitemap: ${origin}${sitePaths.sitemap}`, ''].join('\n');

const partParamsSchema = z.strictObject({ part: z.coerce.number().int() });

/** /robots.txt and /sitemap.xml (an index of /sitemap-<n>.xml files once it outgrows one file). */
const searchFiles: FastifyPluginAsyncZod<SearchFilesOptions> = async (fastify, options) => {
  const origin = fastify.config.publicOrigin;
  const perFile = options.maxUrlsPerFile ?? SITEMAP_MAX_URLS;
  const sitemapParts = async () => splitSitemap(sitemapUrls(await findSitemapGames(fastify.db)), perFile);

  fastify.get(sitePaths.robots, { config: { access: 'public' } }, async (request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );

  fastify.get(sitePaths.sitemap, { config: { access: 'public' } }, async (request, reply) => {
    const parts = await sitemapParts();
    const body = parts.length > 1 ? sitemapIndexXml(origin, parts) : urlSetXml(origin, parts[0] ?? []);
    return reply.header('cache-control', CACHE_CONTROL).type(XML).send(body);
  });

  // sitemapPartPath(n) for n from 1: any other name is no file of ours, a 404 rather than a 400.
  fastify.get(
    '/sitemap-:part(^[1-9]\\d{0,5}).xml',
    { config: { access: 'public' }, schema: { params: partParamsSchema } },
    async (request, reply) => {
      const parts = await sitemapParts();
      // One file is served as /sitemap.xml itself, so numbered files exist only once it is split.
      const urls = parts.length > 1 ? parts[request.params.part - 1] : undefined;
      if (urls === undefined) return reply.callNotFound();
      return reply.header('cache-control', CACHE_CONTROL).type(XML).send(urlSetXml(origin, urls));
    },
  );
};

export default searchFiles;
