import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentBlockInputSchema,
  contentBlockListResponseSchema,
  contentBlockResponseSchema,
  errorBodySchema,
  idParamsSchema,
  messageResponseSchema,
  serverMessages,
  slugParamsSchema,
} from '@ghadi/contracts';
import { sendPublic } from '../../../public-reads/public-cache-plugin';
import { deleteContentBlock, findContentBlocks, toContentBlock } from '../../../repositories/content-block-repository';
import { createContentBlock, editContentBlock, findPublicContentBlock } from '../../../content/content-blocks';
import { CONTENT_TAG, publicCacheKeys, publicCacheTags } from '../../../public-reads/public-cache-keys';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Editable HTML texts of the public site; the admin manages them, the public reads the active ones. */
const contentBlocks: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/contentblocks',
    { config: { access: 'admin' }, schema: { response: { 200: contentBlockListResponseSchema, ...errors } } },
    async () => ({ success: true as const, data: (await findContentBlocks(fastify.db)).map(toContentBlock) }),
  );

  fastify.get(
    '/api/contentblocks/slug/:slug',
    {
      config: { access: 'public' },
      schema: { params: slugParamsSchema, response: { 200: contentBlockResponseSchema, 400: errorBodySchema, 404: errorBodySchema } },
    },
    async (request, reply) => {
      const { slug } = request.params;
      return sendPublic(request, reply, publicCacheKeys.contentBlock(slug), async () => ({
        payload: { success: true, data: await findPublicContentBlock(fastify.db, slug) },
        tags: publicCacheTags.content(),
      }));
    },
  );

  // Public pages show the active blocks; invalidated before the write is acknowledged.
  const contentChanged = () => fastify.siteEvents.publish({ type: 'invalidate', tags: [CONTENT_TAG] });

  fastify.post(
    '/api/contentblocks',
    {
      config: { access: 'admin' },
      schema: { body: contentBlockInputSchema, response: { 201: contentBlockResponseSchema, ...errors, 409: errorBodySchema } },
    },
    async (request, reply) => {
      const data = await createContentBlock(fastify.db, request.body);
      await contentChanged();
      return reply.code(201).send({ success: true as const, data, message: 'Content added successfully.' });
    },
  );

  fastify.put(
    '/api/contentblocks/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        body: contentBlockInputSchema,
        response: { 200: contentBlockResponseSchema, ...errors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const data = await editContentBlock(fastify.db, request.params.id, request.body);
      await contentChanged();
      return { success: true as const, data, message: 'Content updated successfully.' };
    },
  );

  fastify.delete(
    '/api/contentblocks/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...errors, 404: errorBodySchema } },
    },
    async (request) => {
      if (!(await deleteContentBlock(fastify.db, request.params.id))) {
        throw fastify.httpErrors.notFound(serverMessages.contentBlockNotFound);
      }
      await contentChanged();
      return { success: true as const, message: 'Deleted successfully.' };
    },
  );
};

export default contentBlocks;
