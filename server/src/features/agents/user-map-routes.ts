import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  errorBodySchema,
  idParamsSchema,
  messageResponseSchema,
  serverMessages,
  userMapCreateResponseSchema,
  userMapCreateSchema,
  userMapListResponseSchema,
} from '@ghadi/contracts';
import { deleteUserMap, findUserMaps, toUserMap } from './user-map-queries';
import { assignGhadis } from './user-maps';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

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
        response: { 201: userMapCreateResponseSchema, ...errors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await assignGhadis(fastify.db, request.body);
      return reply.code(201).send({ success: true as const, data, message: serverMessages.ghadiAssigned });
    },
  );

  fastify.delete(
    apiPaths.userMap.route,
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...errors, 404: errorBodySchema } },
    },
    async (request) => {
      if (!(await deleteUserMap(fastify.db, request.params.id))) {
        throw fastify.httpErrors.notFound(serverMessages.assignmentNotFound);
      }
      return { success: true as const, message: serverMessages.assignmentDeleted };
    },
  );
};

export default usermaps;
