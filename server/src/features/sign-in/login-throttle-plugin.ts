import fp from 'fastify-plugin';
import { createMemoryLoginThrottle, defaultLoginThrottleLimits, type LoginThrottle } from './login-throttle';
import { createRedisLoginThrottle } from './redis-login-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

// The single place that picks the throttle's store: Redis when several instances share it.
export default fp(
  async (fastify) => {
    // The app's clock, so tests can move time on.
    const now = () => fastify.clock().getTime();
    const memory = createMemoryLoginThrottle(defaultLoginThrottleLimits, now);
    const { redis } = fastify;
    const throttle = redis
      ? createRedisLoginThrottle(
          redis.client,
          redis.prefix,
          memory,
          (error) => redis.warn('login throttle', error),
          defaultLoginThrottleLimits,
          now,
        )
      : memory;
    fastify.decorate('loginThrottle', throttle);
  },
  { name: 'login-throttle', dependencies: ['redis'] },
);
