import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@ghadi/contracts';

/** The OpenAPI document of every route, generated from the route schemas (no UI: any viewer can load it). */
const docs: FastifyPluginAsyncZod = async (fastify) => {
  for (const url of [apiPaths.docs, apiPaths.docsJson]) {
    fastify.get(url, { config: { access: 'public' }, schema: { hide: true } }, async () => fastify.swagger());
  }
};

export default docs;
