import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route, generated from the route schemas (no UI: any viewer can load it). */
const docs: FastifyPluginAsyncZod = async (fastify) => {
  for (const url of ['/api/docs', '/api/docs/json']) {
    fastify.get(url, { config: { access: 'public' }, schema: { hide: true } }, async () => fastify.swagger());
  }
};

export default docs;
