import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countResponseSchema,
  errorBodySchema,
  ghadiInputSchema,
  ghadiResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  publicGhadiListResponseSchema,
} from '@ghadi/contracts';
import { sendPublic } from '../../../public-reads/public-cache-plugin';
import { findGhadiCount } from '../../../repositories/ghadi-repository';
import { createGhadi, deleteGhadi, editGhadi, listPublicGhadis } from '../../../games/ghadis';
import { GAMES_TAG, publicCacheKeys, publicCacheTags } from '../../../public-reads/public-cache-keys';
import { siteToday } from '../../../calendar/site-calendar';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

const ghadis: FastifyPluginAsyncZod = async (fastify) => {
  // Public: the home page's chart. Games are few (one row each), so the list needs no paging.
  fastify.get(
    '/api/ghadis',
    { config: { access: 'public' }, schema: { response: { 200: publicGhadiListResponseSchema } } },
    async (request, reply) => {
      const now = fastify.clock();
      return sendPublic(request, reply, publicCacheKeys.ghadis(siteToday(fastify.config.siteTimezone, now)), async () => ({
        payload: { success: true, data: await listPublicGhadis(fastify.db, fastify.config.siteTimezone, now) },
        tags: publicCacheTags.ghadis(),
      }));
    },
  );

  // Names and order appear in every public list; invalidated before the write is acknowledged.
  const gamesChanged = () => fastify.siteEvents.publish({ type: 'invalidate', tags: [GAMES_TAG] });

  fastify.get(
    '/api/ghadis/count',
    { config: { access: 'admin' }, schema: { response: { 200: countResponseSchema, ...errors } } },
    async () => ({ success: true as const, count: await findGhadiCount(fastify.db) }),
  );

  fastify.post(
    '/api/ghadis',
    {
      config: { access: 'admin' },
      schema: { body: ghadiInputSchema, response: { 201: ghadiResponseSchema, ...errors, 409: errorBodySchema } },
    },
    async (request, reply) => {
      const data = await createGhadi(fastify.db, request.body);
      await gamesChanged();
      return reply.code(201).send({ success: true as const, data, message: 'Ghadi created' });
    },
  );

  fastify.put(
    '/api/ghadis/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        body: ghadiInputSchema,
        response: { 200: ghadiResponseSchema, ...errors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const data = await editGhadi(fastify.db, request.params.id, request.body);
      await gamesChanged();
      return { success: true as const, data, message: 'Ghadi updated' };
    },
  );

  fastify.delete(
    '/api/ghadis/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...errors, 404: errorBodySchema } },
    },
    async (request) => {
      await deleteGhadi(fastify.db, request.params.id);
      await gamesChanged();
      return { success: true as const, message: 'Ghadi deleted' };
    },
  );
};

export default ghadis;
