import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  contentBlockInputSchema,
  contentBlockListResponseSchema,
  contentBlockResponseSchema,
  contentPreviewRequestSchema,
  contentPreviewResponseSchema,
  apiErrorBodySchema,
  idParamsSchema,
  messageResponseSchema,
  slugParamsSchema,
} from '@ghadi/contracts';
import { sendPublic } from '../../public-cache/send-public';
import { findContentBlocks, toContentBlock } from './content-block-queries';
import { createContentBlock, editContentBlock, findPublicContentBlock, previewContentHtml, removeContentBlock } from './content-blocks';
import { publicReads } from '../../public-cache/public-cache-keys';
import { messageFor } from '../../http/api-error';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema };

/** Editable HTML texts of the public site; the admin manages them, the public reads the active ones. */
const contentBlocks: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.contentBlocks,
    { config: { access: 'admin' }, schema: { response: { 200: contentBlockListResponseSchema, ...errors } } },
    async () => ({ success: true as const, data: (await findContentBlocks(fastify.db)).map(toContentBlock) }),
  );

  fastify.get(
    apiPaths.contentBlockBySlug.route,
    {
      config: { access: 'public' },
      schema: { params: slugParamsSchema, response: { 200: contentBlockResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema } },
    },
    async (request, reply) => {
      const { slug } = request.params;
      return sendPublic(request, reply, {
        read: publicReads.contentBlock(slug),
        load: async () => ({ success: true, data: await findPublicContentBlock(fastify.db, slug) }),
      });
    },
  );

  // The admin's preview: the server's one sanitizing rule, so the preview is what the public will see.
  fastify.post(
    apiPaths.contentPreview,
    {
      config: { access: 'admin' },
      schema: { body: contentPreviewRequestSchema, response: { 200: contentPreviewResponseSchema, ...errors } },
    },
    async (request) => ({ success: true as const, data: { Content: previewContentHtml(request.body.Content) } }),
  );

  const writes = { db: fastify.db, changes: fastify.siteChanges };

  fastify.post(
    apiPaths.contentBlocks,
    {
      config: { access: 'admin' },
      schema: { body: contentBlockInputSchema, response: { 201: contentBlockResponseSchema, ...errors, 409: apiErrorBodySchema } },
    },
    async (request, reply) => {
      const data = await createContentBlock(writes, request.body);
      return reply.code(201).send({ success: true as const, data, message: messageFor(request, 'contentBlockCreated') });
    },
  );

  fastify.put(
    apiPaths.contentBlock.route,
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        body: contentBlockInputSchema,
        response: { 200: contentBlockResponseSchema, ...errors, 404: apiErrorBodySchema, 409: apiErrorBodySchema },
      },
    },
    async (request) => {
      const data = await editContentBlock(writes, request.params.id, request.body);
      return { success: true as const, data, message: messageFor(request, 'contentBlockUpdated') };
    },
  );

  fastify.delete(
    apiPaths.contentBlock.route,
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...errors, 404: apiErrorBodySchema } },
    },
    async (request) => {
      await removeContentBlock(writes, request.params.id);
      return { success: true as const, message: messageFor(request, 'contentBlockDeleted') };
    },
  );
};

export default contentBlocks;
