import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@ghadi/contracts';

/**
 * The runtime config the browser gets, in /runtime-config.json and in every rendered page: the settings,
 * and the push key, which may have been generated and stored at start-up (so it is not a setting).
 */
export const siteRuntimeConfig = (fastify: FastifyInstance): RuntimeConfig => ({
  ...fastify.config.runtimeConfig,
  pushPublicKey: fastify.push.publicKey,
});
