import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountPaths,
  adminCreateRequestSchema,
  adminUpdateRequestSchema,
  apiErrorBodySchema,
  idParamsSchema,
  userListResponseSchema,
  userResponseSchema,
} from '@ghadi/contracts';
import { findAdmins, toUser } from '../sign-in';
import { addAdmin, editAdmin } from './admins';
import { messageFor } from '../../http/api-error';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema };

/** Admins managing admins: add one, reset a password, (de)activate; never leaving the site without an active one. */
const adminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    accountPaths.admins,
    { config: { access: 'admin' }, schema: { response: { 200: userListResponseSchema, ...errors } } },
    async () => ({ success: true as const, data: (await findAdmins(fastify.db)).map(toUser) }),
  );

  fastify.post(
    accountPaths.admins,
    { config: { access: 'admin' }, schema: { body: adminCreateRequestSchema, response: { 201: userResponseSchema, ...errors, 409: apiErrorBodySchema } } },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await addAdmin(fastify.db, request.body), message: messageFor(request, 'adminCreated') }),
  );

  fastify.put(
    accountPaths.admin.route,
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        body: adminUpdateRequestSchema,
        response: { 200: userResponseSchema, ...errors, 404: apiErrorBodySchema, 409: apiErrorBodySchema },
      },
    },
    async (request) => ({ success: true as const, data: await editAdmin(fastify.db, request.params.id, request.body), message: messageFor(request, 'adminUpdated') }),
  );
};

export default adminRoutes;
