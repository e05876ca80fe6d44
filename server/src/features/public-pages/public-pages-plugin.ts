import fp from 'fastify-plugin';
import { deployedShellLoader, type DeployedShell } from './shell-renderer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The deployed shell (its index.html and server renderer), current with the files; undefined when it is not built. */
    deployedShell: () => DeployedShell | undefined;
  }
}

export default fp(
  async (fastify) => {
    const { shellDist, shellRenderer } = fastify.config.frontEnds;
    fastify.decorate('deployedShell', deployedShellLoader(shellDist, shellRenderer, (message) => fastify.log.warn(message)));
  },
  { name: 'public-pages' },
);
