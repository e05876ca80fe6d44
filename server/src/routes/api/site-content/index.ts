import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteContentResponseSchema } from '@ghadi/contracts';
import { sendPublic } from '../../../public-reads/public-cache-plugin';
import { findSiteContent } from '../../../content/content-blocks';
import { publicCacheKeys, publicCacheTags } from '../../../public-reads/public-cache-keys';

/** The public pages' editable texts in one request, instead of one per block. */
const siteContent: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/site-content',
    { config: { access: 'public' }, schema: { response: { 200: siteContentResponseSchema } } },
    async (request, reply) =>
      sendPublic(request, reply, publicCacheKeys.siteContent(), async () => ({
        payload: { success: true, data: await findSiteContent(fastify.db) },
        tags: publicCacheTags.content(),
      })),
  );
};

export default siteContent;
