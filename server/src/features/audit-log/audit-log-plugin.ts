import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { insertAuditLogEntry } from './audit-log-queries';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Recorded for every user, not only admins: changes to an account's factors, sessions and tokens. */
    audit?: boolean;
  }
}

/**
 * Records every change an admin asks for (refused ones too), and anyone's changes to their account's
 * security, before the answer leaves, so no acknowledged action goes unrecorded. A failure to record is logged loudly but does not undo
 * the action, which has already happened.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onSend', async (request, reply) => {
      const { user } = request;
      if (!user || READS.has(request.method) || (user.UserType !== 'admin' && request.routeOptions.config.audit !== true)) return;
      // What the action was on: the route's parameters (an id; a game and a date for a holiday).
      const targets = Object.values((request.params ?? {}) as Record<string, unknown>).filter((value) => typeof value === 'string');
      try {
        await insertAuditLogEntry(fastify.db, {
          id: randomUUID(),
          at: fastify.clock().toISOString(),
          user_id: user.User_Id,
          user_name: user.UserName,
          action: `${request.method} ${request.routeOptions.url ?? request.url}`,
          target: targets.length > 0 ? targets.join(' ') : null,
          status: reply.statusCode,
          ip: request.ip,
        });
      } catch (error) {
        request.log.error({ err: error }, 'could not record an admin action in the audit log');
      }
    });
  },
  { name: 'audit-log', dependencies: ['db', 'auth'] },
);
