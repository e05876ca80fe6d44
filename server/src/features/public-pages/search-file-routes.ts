import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sitePaths } from '@ghadi/contracts';
import { findSitemapDates, findSitemapGames } from './sitemap-queries';
import { dateUrls, dateYears, SITEMAP_MAX_URLS, sitemapIndexXml, sitemapUrls, splitSitemap, urlSetXml } from './sitemap';

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
const yearParamsSchema = z.strictObject({ year: z.coerce.number().int() });

/**
 * /robots.txt, IndexNow's key file, and /sitemap.xml: an index of /sitemap-<n>.xml files and /sitemap-dates-<yyyy>.xml (a year's result
 * date pages) once there is more than one file.
 */
const searchFiles: FastifyPluginAsyncZod<SearchFilesOptions> = async (fastify, options) => {
  const origin = fastify.config.publicOrigin;
  const perFile = options.maxUrlsPerFile ?? SITEMAP_MAX_URLS;
  /** The pages but the result dates in numbered files, and a file per year of result dates. */
  const sitemapFiles = async () => {
    const games = await findSitemapGames(fastify.db);
    return { parts: splitSitemap(sitemapUrls(games), perFile), years: dateYears(games) };
  };

  fastify.get(sitePaths.robots, { config: { access: 'public' } }, async (request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );

  // IndexNow's proof that the submissions are the site's: the key alone, at /<key>.txt, only while it is set.
  const indexNow = fastify.config.indexNow;
  if (indexNow !== null) {
    fastify.get(`/${indexNow.key}.txt`, { config: { access: 'public' } }, async (request, reply) =>
      reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(indexNow.key),
    );
  }

  fastify.get(sitePaths.sitemap, { config: { access: 'public' } }, async (request, reply) => {
    const { parts, years } = await sitemapFiles();
    // One file while it is the only one: a site without results.
    const body = parts.length > 1 || years.length > 0 ? sitemapIndexXml(origin, parts, years) : urlSetXml(origin, parts[0] ?? []);
    return reply.header('cache-control', CACHE_CONTROL).type(XML).send(body);
  });

  // sitemapPartPath(n) for n from 1: any other name is no file of ours, a 404 rather than a 400.
  fastify.get(
    '/sitemap-:part(^[1-9]\\d{0,5}).xml',
    { config: { access: 'public' }, schema: { params: partParamsSchema } },
    async (request, reply) => {
      const { parts, years } = await sitemapFiles();
      // One file is served as /sitemap.xml itself, so numbered files exist only once it is an index.
      const urls = parts.length > 1 || years.length > 0 ? parts[request.params.part - 1] : undefined;
      if (urls === undefined) return reply.callNotFound();
      return reply.header('cache-control', CACHE_CONTROL).type(XML).send(urlSetXml(origin, urls));
    },
  );

  // A year's result dates: none for a year without results, a 404 as for any other name.
  fastify.get(
    '/sitemap-dates-:year(^\\d{4}).xml',
    { config: { access: 'public' }, schema: { params: yearParamsSchema } },
    async (request, reply) => {
      const dates = await findSitemapDates(fastify.db, request.params.year);
      if (dates.length === 0) return reply.callNotFound();
      return reply.header('cache-control', CACHE_CONTROL).type(XML).send(urlSetXml(origin, dateUrls(dates)));
    },
  );
};

export default searchFiles;
