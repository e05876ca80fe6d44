import fp from 'fastify-plugin';
import { createLimitStore, type LimitStore } from './limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the limits shared by every instance count: Redis when there is one, this process's memory otherwise. */
    limitStore: LimitStore;
  }
}

export default fp(
  async (fastify) => {
    const { redis } = fastify;
    fastify.decorate('limitStore', createLimitStore({ redis: redis && { client: redis.client, prefix: redis.prefix }, now: () => fastify.clock().getTime() }));
  },
  { name: 'limits', dependencies: ['redis'] },
);
