import fp from 'fastify-plugin';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { createLockout, type Lockout } from '../../limits/lockout';
import { secondStepLimit } from '../../limits/limits';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
    /** Wrong second-step codes per account (keyed by its id), wherever they are tried. */
    secondStepLock: Lockout;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('loginThrottle', createLoginThrottle(fastify.limitStore));
    fastify.decorate('secondStepLock', createLockout(fastify.limitStore, secondStepLimit));
  },
  { name: 'login-throttle', dependencies: ['limits'] },
);
