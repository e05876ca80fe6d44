import fp from 'fastify-plugin';
import { createMemoryLoginThrottle, type LoginThrottle } from '../../services/login-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

// The single place that picks the throttle's store.
export default fp(
  async (fastify) => {
    fastify.decorate('loginThrottle', createMemoryLoginThrottle());
  },
  { name: 'login-throttle' },
);
