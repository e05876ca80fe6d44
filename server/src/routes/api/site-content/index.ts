import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, siteContentResponseSchema } from '@ghadi/contracts';
import { sendPublic } from '../../../public-reads/send-public';
import { findSiteContent } from '../../../content/content-blocks';
import { publicReads } from '../../../public-reads/public-cache-keys';

/** The public pages' editable texts in one request, instead of one per block. */
const siteContent: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.siteContent,
    { config: { access: 'public' }, schema: { response: { 200: siteContentResponseSchema } } },
    async (request, reply) =>
      sendPublic(request, reply, publicReads.siteContent(), async () => ({
        success: true,
        data: await findSiteContent(fastify.db),
      })),
  );
};

export default siteContent;
