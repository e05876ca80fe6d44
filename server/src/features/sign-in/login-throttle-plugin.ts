import fp from 'fastify-plugin';
import { createMemoryLoginThrottle, defaultLoginThrottleLimits, type LoginThrottle } from './login-throttle';
import { createRedisLoginThrottle } from './redis-login-throttle';
import { createMemorySecondStepLock, createRedisSecondStepLock, defaultSecondStepLockLimits, type SecondStepLock } from './two-factor/second-step-lock';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
    secondStepLock: SecondStepLock;
  }
}

// The single place that picks the stores of sign-in limits: Redis when several instances share it.
export default fp(
  async (fastify) => {
    // The app's clock, so tests can move time on.
    const now = () => fastify.clock().getTime();
    const memory = createMemoryLoginThrottle(defaultLoginThrottleLimits, now);
    const memoryLock = createMemorySecondStepLock(defaultSecondStepLockLimits, now);
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
    fastify.decorate(
      'secondStepLock',
      redis
        ? createRedisSecondStepLock(redis.client, redis.prefix, memoryLock, (error) => redis.warn('second-step lock', error), defaultSecondStepLockLimits, now)
        : memoryLock,
    );
  },
  { name: 'login-throttle', dependencies: ['redis'] },
);
