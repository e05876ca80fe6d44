import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, runtimeConfigSchema } from '@ghadi/contracts';
import { siteRuntimeConfig } from '../../config/site-runtime-config';

/** Where the shell finds the API and the remotes; answered from config so moving a remote needs no rebuild. */
const runtimeConfig: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.runtimeConfig,
    { config: { access: 'public' }, schema: { response: { 200: runtimeConfigSchema } } },
    async (request, reply) => reply.header('cache-control', 'no-cache').send(siteRuntimeConfig(fastify)),
  );
};

export default runtimeConfig;
