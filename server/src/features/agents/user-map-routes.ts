import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  apiErrorBodySchema,
  idParamsSchema,
  messageResponseSchema,
  userMapCreateResponseSchema,
  userMapCreateSchema,
  userMapListResponseSchema,
} from '@ghadi/contracts';
import { deleteUserMap, findUserMaps, toUserMap } from './user-map-queries';
import { assignGhadis } from './user-maps';
import { apiError, messageFor } from '../../http/api-error';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema };

/** Which agent enters the results of which game: at most one agent per game. */
const usermaps: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.userMaps,
    { config: { access: 'admin' }, schema: { response: { 200: userMapListResponseSchema, ...errors } } },
    async () => ({ success: true as const, data: (await findUserMaps(fastify.db)).map(toUserMap) }),
  );

  fastify.post(
    apiPaths.userMaps,
    {
      config: { access: 'admin' },
      schema: {
        body: userMapCreateSchema,
        response: { 201: userMapCreateResponseSchema, ...errors, 404: apiErrorBodySchema, 409: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await assignGhadis(fastify.db, request.body);
      return reply.code(201).send({ success: true as const, data, message: messageFor(request, 'ghadiAssigned') });
    },
  );

  fastify.delete(
    apiPaths.userMap.route,
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...errors, 404: apiErrorBodySchema } },
    },
    async (request) => {
      if (!(await deleteUserMap(fastify.db, request.params.id))) {
        throw apiError(404, 'assignmentNotFound');
      }
      return { success: true as const, message: messageFor(request, 'assignmentDeleted') };
    },
  );
};

export default usermaps;
