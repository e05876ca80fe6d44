import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  countResponseSchema,
  apiErrorBodySchema,
  ghadiInputSchema,
  ghadiResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  publicGhadiListResponseSchema,
} from '@ghadi/contracts';
import { sendPublic } from '../../public-cache/send-public';
import { findGhadiCount } from './ghadi-queries';
import { createGhadi, deleteGhadi, editGhadi } from './ghadis';
import { ghadisAnswer } from './ghadi-answers';
import { messageFor } from '../../http/api-error';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema };

const ghadis: FastifyPluginAsyncZod = async (fastify) => {
  // Public: the home page's chart. Games are few (one row each), so the list needs no paging.
  fastify.get(
    apiPaths.ghadis,
    { config: { access: 'public' }, schema: { response: { 200: publicGhadiListResponseSchema } } },
    async (request, reply) => {
      return sendPublic(request, reply, ghadisAnswer(fastify.db, fastify.config.siteTimezone, fastify.clock()));
    },
  );

  const writes = { db: fastify.db, changes: fastify.siteChanges };

  fastify.get(
    apiPaths.ghadiCount,
    { config: { access: 'admin' }, schema: { response: { 200: countResponseSchema, ...errors } } },
    async () => ({ success: true as const, count: await findGhadiCount(fastify.db) }),
  );

  fastify.post(
    apiPaths.ghadis,
    {
      config: { access: 'admin' },
      schema: { body: ghadiInputSchema, response: { 201: ghadiResponseSchema, ...errors, 409: apiErrorBodySchema } },
    },
    async (request, reply) => {
      const data = await createGhadi(writes, request.body);
      return reply.code(201).send({ success: true as const, data, message: messageFor(request, 'ghadiCreated') });
    },
  );

  fastify.put(
    apiPaths.ghadi.route,
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        body: ghadiInputSchema,
        response: { 200: ghadiResponseSchema, ...errors, 404: apiErrorBodySchema, 409: apiErrorBodySchema },
      },
    },
    async (request) => {
      const data = await editGhadi(writes, request.params.id, request.body);
      return { success: true as const, data, message: messageFor(request, 'ghadiUpdated') };
    },
  );

  fastify.delete(
    apiPaths.ghadi.route,
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...errors, 404: apiErrorBodySchema } },
    },
    async (request) => {
      await deleteGhadi(writes, request.params.id);
      return { success: true as const, message: messageFor(request, 'ghadiDeleted') };
    },
  );
};

export default ghadis;
