import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, auditLogQuerySchema, auditLogResponseSchema, apiErrorBodySchema } from '@ghadi/contracts';
import { findAuditLogCount, findAuditLogPage, toAuditLogEntry } from './audit-log-queries';

/** The admins' record of who changed what, newest first, a page at a time. */
const auditLog: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.auditLog,
    {
      config: { access: 'admin' },
      schema: {
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const [rows, total] = await Promise.all([
        findAuditLogPage(fastify.db, { limit: pageSize, offset: (page - 1) * pageSize }),
        findAuditLogCount(fastify.db),
      ]);
      return { success: true as const, data: rows.map(toAuditLogEntry), total, page, pageSize };
    },
  );
};

export default auditLog;
