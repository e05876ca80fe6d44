import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// A visitor's browser sends these on the back-office and tracking calls.
const ALLOWED_HEADERS = ['authorization', 'content-type', 'x-session-id'];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];
/** Who may read the public results: anyone (the data is public, and no credential is involved). */
const PUBLIC_READ_ORIGIN = '*';
/** What scripts of other sites may read of a public read's answer besides the basics: where their address stands. */
const PUBLIC_READ_EXPOSED = 'RateLimit, RateLimit-Policy, Retry-After';
/** The CORS headers of a public read, for the answers sent from memory, which bypass this plugin. */
export const PUBLIC_READ_CORS_HEADERS = { 'access-control-allow-origin': PUBLIC_READ_ORIGIN, 'access-control-expose-headers': PUBLIC_READ_EXPOSED } as const;

const isPublicRead = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && request.routeOptions.config.access === 'public';

/**
 * Any site may read the public results (the data is public, and no credential is involved); everything
 * else, preflights included, only from the origins in CORS_ORIGINS.
 */
export default fp(
  async (fastify) => {
    const trusted = new Set(fastify.config.corsOrigins);
    const delegator = (request: FastifyRequest, callback: (error: Error | null, options: FastifyCorsOptions) => void) => {
      if (isPublicRead(request)) return callback(null, { origin: PUBLIC_READ_ORIGIN, exposedHeaders: PUBLIC_READ_EXPOSED });
      const origin = request.headers.origin;
      callback(null, {
        origin: origin !== undefined && trusted.has(origin) ? origin : false,
        credentials: true,
        allowedHeaders: ALLOWED_HEADERS,
        methods: METHODS,
        maxAge: 600,
      });
    };
    await fastify.register(cors, { delegator });
  },
  { name: 'cors' },
);
