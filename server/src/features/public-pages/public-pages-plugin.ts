import fp from 'fastify-plugin';
import { shellRendererLoader, type ShellRenderer } from './shell-renderer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shell's server renderer, current with the deployed shell; undefined when it is not built. */
    shellRenderer: () => ShellRenderer | undefined;
  }
}

export default fp(
  async (fastify) => {
    const { shellDist, shellRenderer } = fastify.config.frontEnds;
    fastify.decorate('shellRenderer', shellRendererLoader(shellDist, shellRenderer, (message) => fastify.log.warn(message)));
  },
  { name: 'public-pages' },
);
