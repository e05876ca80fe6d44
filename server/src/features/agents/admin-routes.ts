import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPaths,
  adminCreateRequestSchema,
  adminUpdateRequestSchema,
  errorBodySchema,
  idParamsSchema,
  serverMessages,
  userListResponseSchema,
  userResponseSchema,
} from '@ghadi/contracts';
import { findAdmins, toUser } from '../sign-in';
import { addAdmin, editAdmin } from './admins';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Admins managing admins: add one, reset a password, (de)activate; never leaving the site without an active one. */
const adminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    accountPaths.admins,
    { config: { access: 'admin' }, schema: { response: { 200: userListResponseSchema, ...errors } } },
    async () => ({ success: true as const, data: (await findAdmins(fastify.db)).map(toUser) }),
  );

  fastify.post(
    accountPaths.admins,
    { config: { access: 'admin' }, schema: { body: adminCreateRequestSchema, response: { 201: userResponseSchema, ...errors, 409: errorBodySchema } } },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await addAdmin(fastify.db, request.body), message: serverMessages.adminCreated }),
  );

  fastify.put(
    accountPaths.admin.route,
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        body: adminUpdateRequestSchema,
        response: { 200: userResponseSchema, ...errors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => ({ success: true as const, data: await editAdmin(fastify.db, request.params.id, request.body), message: serverMessages.adminUpdated }),
  );
};

export default adminRoutes;
