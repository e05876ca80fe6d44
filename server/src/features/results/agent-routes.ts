import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentHistoryQuerySchema,
  agentHistoryResponseSchema,
  apiPaths,
  apiErrorBodySchema,
  ghadiListResponseSchema,
  updateResultConflictSchema,
  updateResultRequestSchema,
  updateResultResponseSchema,
} from '@ghadi/contracts';
import { toGhadi, findGhadisAssignedTo } from '../games';
import { findGhadiResultCount, findGhadiResultPage, toResult } from './result-queries';
import { authorizeGhadi } from './ghadi-access';
import { publishResult } from './publish-result';
import { afterAck, runAfterAck } from '../../http/after-ack';
import { errorBody, messageFor } from '../../http/api-error';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema, 404: apiErrorBodySchema };
// Publishing for a game's holiday is refused; so is replacing a value the sender did not see (with that value).
const publishErrors = { ...errors, 409: updateResultConflictSchema };

/** The agent's area: their games, a game's result history, and publishing (which the admin panel uses too). */
const agent: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.myGhadis,
    {
      config: { access: 'agent', apiToken: true },
      schema: { response: { 200: ghadiListResponseSchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema } },
    },
    async (request) => {
      const rows = await findGhadisAssignedTo(fastify.db, request.user!.User_Id);
      return { success: true as const, data: rows.map(toGhadi) };
    },
  );

  // 'authenticated' because an admin may read any game's history; authorizeGhadi limits agents to theirs.
  fastify.get(
    apiPaths.myGhadiResults,
    {
      config: { access: 'authenticated', apiToken: true },
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

  // The admin's Update Result panel publishes through this call too, for any game.
  fastify.post(
    apiPaths.updateResult,
    {
      config: { access: 'authenticated', apiToken: true },
      schema: { body: updateResultRequestSchema, response: { 200: updateResultResponseSchema, ...publishErrors } },
      onResponse: runAfterAck,
    },
    async (request, reply) => {
      const deps = { db: fastify.db, changes: fastify.siteChanges, timeZone: fastify.config.siteTimezone, now: fastify.clock() };
      const outcome = await publishResult(deps, request.user!, request.body);
      if ('conflict' in outcome) {
        const { code, currentResult } = outcome.conflict;
        return reply.code(409).send({ ...errorBody(request, code), currentResult });
      }
      const { notice } = outcome;
      if (notice) {
        afterAck(request, () => fastify.push.notify(notice));
        afterAck(request, () => fastify.channel.announceResult(notice));
      }
      // Any date's page, a past one's correction included: search engines should not keep showing the old value.
      if (outcome.changed) afterAck(request, () => fastify.indexNow.submitResultPage({ nameEn: outcome.result.Name, drawDate: outcome.result.DateTime }));
      return { success: true as const, message: messageFor(request, 'resultUpdated'), data: outcome.result, previousResult: outcome.previousResult };
    },
  );
};

export default agent;
