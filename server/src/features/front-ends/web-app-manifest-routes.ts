import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';

const MANIFEST = 'manifest.webmanifest';
// What a phone shows under the installed icon: longer names are cut there.
const SHORT_NAME_MAX = 12;

/**
 * The shell's web app manifest with the site's own name (SITE_NAME), so an installed site is called what
 * its pages call it. The rest (icons, colours, start URL) comes from the build as it is. Without a built
 * manifest there is nothing to answer: the static files' 404 stands.
 */
const webAppManifest: FastifyPluginAsync = async (fastify) => {
  let built: Record<string, unknown>;
  try {
    built = JSON.parse(readFileSync(path.join(fastify.config.frontEnds.shellDist, MANIFEST), 'utf8')) as Record<string, unknown>;
  } catch {
    return;
  }
  const { siteName } = fastify.config;
  const manifest = JSON.stringify({
    ...built,
    name: siteName,
    short_name: siteName.length <= SHORT_NAME_MAX ? siteName : built.short_name,
  });
  fastify.get(`/${MANIFEST}`, { config: { access: 'public' } }, async (request, reply) =>
    // no-cache: a renamed site shows its new name at the next visit.
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(manifest),
  );
};

export default webAppManifest;
