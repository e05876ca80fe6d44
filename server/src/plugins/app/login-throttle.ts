import fp from 'fastify-plugin';
import { createMemoryLoginThrottle, type LoginThrottle } from '../../services/login-throttle';
import { createRedisLoginThrottle } from '../../services/redis-login-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

// The single place that picks the throttle's store: Redis when several instances share it.
export default fp(
  async (fastify) => {
    const memory = createMemoryLoginThrottle();
    const { redis } = fastify;
    const throttle = redis
      ? createRedisLoginThrottle(redis.client, redis.prefix, memory, (error) => redis.warn('login throttle', error))
      : memory;
    fastify.decorate('loginThrottle', throttle);
  },
  { name: 'login-throttle', dependencies: ['redis'] },
);
