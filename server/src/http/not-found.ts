import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serverMessages, type ErrorBody } from '@ghadi/contracts';

// Paths under these never fall back to the shell: a missing script or API route must be a real 404,
// not an HTML page the browser then fails to run.
const ownPrefixes = ['/api', '/health', '/remotes', '/static'];

function wantsShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '';
  if (ownPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** The shell's index.html, read per request so a redeployed shell is served without a restart. */
async function readShellIndex(shellDist: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(shellDist, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}

export default fp(
  async (fastify) => {
    fastify.setNotFoundHandler(async (request, reply) => {
      // Client-side routes (/admin/dashboard, /satta-results/...) are the shell's to draw.
      const shellIndex = wantsShell(request) ? await readShellIndex(fastify.config.frontEnds.shellDist) : undefined;
      if (shellIndex !== undefined) {
        return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shellIndex);
      }
      return reply.code(404).send({ success: false, message: serverMessages.notFound } satisfies ErrorBody);
    });
  },
  { name: 'not-found' },
);
