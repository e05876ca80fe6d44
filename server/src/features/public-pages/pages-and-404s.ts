import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pagePatterns, pathInLanguage, siteLanguages, sitePaths, isWidgetPath, widgetPatterns } from '@ghadi/contracts';
import { sendPage } from './send-page';
import { canonicalPageLocation, isBareLanguageHome } from './page-address';
import { errorBody } from '../../http/api-error';

// Paths under these never fall back to a page: a missing script or API route must be a real 404,
// not an HTML page the browser then fails to run.
const ownPrefixes = ['/api', '/health', '/remotes', '/static'];
// The back offices are drawn in the browser only: the client-only shell, whatever the path below them.
const backOfficePrefixes = [sitePaths.admin.root, sitePaths.agent.root, sitePaths.login];

const isUnder = (pathname: string, prefixes: readonly string[]): boolean =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

// Whatever the client accepts: a page's address has one answer, which the server may send from memory
// without reading the request's headers (public-cache/answer-from-memory.ts).
function wantsPage(request: FastifyRequest, pathname: string): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isUnder(pathname, ownPrefixes);
}

/** The client-only shell, which draws the page in the browser; false when the shell is not built. */
function sendShell(request: FastifyRequest, reply: FastifyReply, status: number): boolean {
  const shell = request.server.deployedShell();
  if (shell === undefined) return false;
  reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell.indexHtml);
  return true;
}

/** A back-office page as the client-only shell; a public page server-rendered (the shell's 404 page included). */
async function sendPageOf(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<boolean> {
  if (isUnder(pathname, backOfficePrefixes)) return sendShell(request, reply, 200);
  // Framed by other sites: only ever the widget itself, never the shell in its place.
  if (isWidgetPath(pathname)) return sendPage(request, reply);
  try {
    return (await sendPage(request, reply)) || (await sendShell(request, reply, 200));
  } catch (error) {
    // The data could not be read (a database outage): the browser's shell says so with Retry.
    request.log.error({ err: error }, 'a public page could not be rendered');
    return sendShell(request, reply, 503);
  }
}

/**
 * A public page (its pattern matched), a back-office page, or any other GET no route answers: the not-found
 * page, unless it is under the API's or the files' own prefixes, which get JSON 404.
 */
async function answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const pathname = request.url.split('?', 1)[0] ?? '';
  if (wantsPage(request, pathname) && (await sendPageOf(request, reply, pathname))) return reply;
  return reply.code(404).send(errorBody(request, 'notFound'));
}

// Cheap first look, so only an address that may be spelled another way is taken apart.
const MAYBE_RESPELLED = /\/\/|\/\.|\/%2e|\\|.\/(\?|$)/i;

/**
 * A page or file address spelled another way than browsers write it is sent to that spelling (301): one URL
 * per page, whatever the route (the shell's files are served by @fastify/static, which refuses `..`).
 */
function sendToCanonicalSpelling(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const pathname = request.url.split('?', 1)[0] ?? '';
  const maybe = MAYBE_RESPELLED.test(pathname) || isBareLanguageHome(pathname);
  const canonical = maybe && wantsPage(request, pathname) ? canonicalPageLocation(request.url) : undefined;
  if (canonical === undefined) done();
  else void reply.redirect(canonical, 301);
}

export default fp(
  async (fastify) => {
    fastify.addHook('onRequest', sendToCanonicalSpelling);
    // The public pages by the patterns the shell draws (@ghadi/contracts) in every language, the widget's, and the back offices'.
    const pages = [
      ...siteLanguages.flatMap((language) => [...Object.values(pagePatterns), ...Object.values(widgetPatterns)].map((pattern) => pathInLanguage(language, pattern))),
      ...backOfficePrefixes.flatMap((prefix) => [prefix, `${prefix}/*`]),
    ];
    for (const pattern of new Set(pages)) fastify.get(pattern, { config: { access: 'public' } }, answer);
    fastify.setNotFoundHandler(answer);
  },
  { name: 'pages-and-404s' },
);
