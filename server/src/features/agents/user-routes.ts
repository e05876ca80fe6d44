import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentCreateSchema,
  agentUpdateSchema,
  apiPaths,
  countResponseSchema,
  apiErrorBodySchema,
  idParamsSchema,
  messageResponseSchema,
  userListResponseSchema,
  userResponseSchema,
} from '@ghadi/contracts';
import { findAgentCount, findAgents, toUser } from '../sign-in';
import { createAgent, deleteAgent, editAgent } from './agents';
import { messageFor } from '../../http/api-error';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema };

/** The admin's agents: the list holds agents only, and nothing here can make or edit an admin. */
const users: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.users,
    { config: { access: 'admin' }, schema: { response: { 200: userListResponseSchema, ...errors } } },
    async () => ({ success: true as const, data: (await findAgents(fastify.db)).map(toUser) }),
  );

  fastify.get(
    apiPaths.userCount,
    { config: { access: 'admin' }, schema: { response: { 200: countResponseSchema, ...errors } } },
    async () => ({ success: true as const, count: await findAgentCount(fastify.db) }),
  );

  fastify.post(
    apiPaths.users,
    {
      config: { access: 'admin' },
      schema: { body: agentCreateSchema, response: { 201: userResponseSchema, ...errors, 409: apiErrorBodySchema } },
    },
    async (request, reply) => {
      const data = await createAgent(fastify.db, request.body);
      return reply.code(201).send({ success: true as const, data, message: messageFor(request, 'agentCreated') });
    },
  );

  fastify.put(
    apiPaths.user.route,
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        body: agentUpdateSchema,
        response: { 200: userResponseSchema, ...errors, 404: apiErrorBodySchema, 409: apiErrorBodySchema },
      },
    },
    async (request) => {
      const data = await editAgent(fastify.db, request.params.id, request.body);
      return { success: true as const, data, message: messageFor(request, 'agentUpdated') };
    },
  );

  fastify.delete(
    apiPaths.user.route,
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...errors, 404: apiErrorBodySchema } },
    },
    async (request) => {
      await deleteAgent(fastify.db, request.params.id);
      return { success: true as const, message: messageFor(request, 'agentDeleted') };
    },
  );
};

export default users;
