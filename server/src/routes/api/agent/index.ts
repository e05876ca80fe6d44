import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentHistoryQuerySchema,
  agentHistoryResponseSchema,
  errorBodySchema,
  ghadiListResponseSchema,
  updateResultRequestSchema,
  updateResultResponseSchema,
} from '@ghadi/contracts';
import { toGhadi } from '../../../repositories/ghadi-repository';
import { findGhadisAssignedTo } from '../../../repositories/ghadi-lookup-repository';
import { findGhadiResultCount, findGhadiResultPage, toResult } from '../../../repositories/result-repository';
import { authorizeGhadi } from '../../../results/ghadi-access';
import { publishResult } from '../../../results/publish-result';
import { tagsChangedByResult } from '../../../public-reads/public-cache-keys';
import { newEventId } from '../../../public-reads/site-events';
import { siteYesterday } from '../../../calendar/site-calendar';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The agent's area: their games, a game's result history, and publishing (which the admin panel uses too). */
const agent: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/agent/my-ghadi',
    {
      config: { access: 'agent' },
      schema: { response: { 200: ghadiListResponseSchema, 401: errorBodySchema, 403: errorBodySchema } },
    },
    async (request) => {
      const rows = await findGhadisAssignedTo(fastify.db, request.user!.User_Id);
      return { success: true as const, data: rows.map(toGhadi) };
    },
  );

  // 'authenticated' because an admin may read any game's history; authorizeGhadi limits agents to theirs.
  fastify.get(
    '/api/agent/my-ghadi/results',
    {
      config: { access: 'authenticated' },
      schema: { querystring: agentHistoryQuerySchema, response: { 200: agentHistoryResponseSchema, ...errors } },
    },
    async (request) => {
      const { ghadiId, page, pageSize, search } = request.query;
      const ghadi = await authorizeGhadi(fastify.db, request.user!, ghadiId);
      const pageQuery = { search, limit: pageSize, offset: (page - 1) * pageSize };
      const [rows, total] = await Promise.all([
        findGhadiResultPage(fastify.db, ghadi.gid, pageQuery),
        findGhadiResultCount(fastify.db, ghadi.gid, search),
      ]);
      return { success: true as const, data: rows.map(toResult), total, page, pageSize };
    },
  );

  // The admin's Update Result panel uses this call too, for any game (DESIGN.md).
  fastify.post(
    '/api/agent/my-ghadi/update-result',
    {
      config: { access: 'authenticated' },
      schema: { body: updateResultRequestSchema, response: { 200: updateResultResponseSchema, ...errors } },
    },
    async (request) => {
      const deps = { db: fastify.db, timeZone: fastify.config.siteTimezone, now: fastify.clock() };
      const { result, previousResult } = await publishResult(deps, request.user!, request.body);
      // Before the acknowledgement: the next public read on this instance already shows the new number.
      await fastify.siteEvents.publish({
        type: 'result',
        id: newEventId(),
        tags: tagsChangedByResult(result.GID, result.DateTime, siteYesterday(deps.timeZone, deps.now)),
        result: { GID: result.GID, Name: result.Name, Result: result.Result, DateTime: result.DateTime },
      });
      return { success: true as const, message: 'Result updated!', data: result, previousResult };
    },
  );
};

export default agent;
