import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteContentResponseSchema } from '@ghadi/contracts';
import { findSiteContent } from '../../../services/content-blocks';

/** The public pages' editable texts in one request, instead of one per block. */
const siteContent: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/site-content',
    { config: { access: 'public' }, schema: { response: { 200: siteContentResponseSchema } } },
    async () => ({ success: true as const, data: await findSiteContent(fastify.db) }),
  );
};

export default siteContent;
