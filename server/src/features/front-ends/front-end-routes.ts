import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { cacheControlFor } from './cache-control';

/** The built shell at /, and each remote under its own prefix so it can be redeployed on its own. */
const frontEnds: FastifyPluginAsync = async (fastify) => {
  const { shellDist, adminDist, agentDist } = fastify.config.frontEnds;
  const mounts = [
    { root: adminDist, prefix: '/remotes/admin/' },
    { root: agentDist, prefix: '/remotes/agent/' },
    { root: shellDist, prefix: '/' },
  ];
  for (const { root, prefix } of mounts) {
    if (!existsSync(root)) {
      fastify.log.warn(`Not serving ${prefix}: ${root} does not exist (build the front ends first)`);
      continue;
    }
    await fastify.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      // The build writes .br and .gz beside each file; the one the browser accepts is sent as is.
      preCompressed: true,
      // Our own header per file kind replaces the plugin's blanket max-age.
      cacheControl: false,
      // "/" is a page the server renders (public-pages/pages-and-404s.ts), not the shell's index.html.
      index: false,
      setHeaders: (res, file) => res.setHeader('cache-control', cacheControlFor(path.relative(root, file))),
    });
  }
};

export default frontEnds;
