import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, siteContentResponseSchema } from '@ghadi/contracts';
import { siteContentAnswer } from './site-content-answer';
import { sendPublic } from '../../public-cache/send-public';

/** The public pages' editable texts in one request, instead of one per block. */
const siteContent: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.siteContent,
    { config: { access: 'public' }, schema: { response: { 200: siteContentResponseSchema } } },
    async (request, reply) => sendPublic(request, reply, siteContentAnswer(fastify.db)),
  );
};

export default siteContent;
