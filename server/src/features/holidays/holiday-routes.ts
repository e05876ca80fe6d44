import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  apiErrorBodySchema,
  holidayListResponseSchema,
  holidayParamsSchema,
  holidaysQuerySchema,
  messageResponseSchema,
} from '@ghadi/contracts';
import { markHoliday, removeHoliday } from './holidays';
import { holidaysAnswer } from './holiday-answers';
import { sendPublic } from '../../public-cache/send-public';
import { afterAck, runAfterAck } from '../../http/after-ack';
import { messageFor } from '../../http/api-error';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema, 404: apiErrorBodySchema };

/** Dates games do not run: read by everyone, marked and removed by the admin. */
const holidays: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.holidays,
    {
      config: { access: 'public' },
      schema: { querystring: holidaysQuerySchema, response: { 200: holidayListResponseSchema, 400: apiErrorBodySchema } },
    },
    async (request, reply) => {
      const { year, month } = request.query;
      return sendPublic(request, reply, holidaysAnswer(fastify.db, year, month));
    },
  );

  fastify.put(
    apiPaths.holiday.route,
    {
      config: { access: 'admin' },
      schema: { params: holidayParamsSchema, response: { 200: messageResponseSchema, ...errors, 409: apiErrorBodySchema } },
      onResponse: runAfterAck,
    },
    async (request) => {
      const deps = { db: fastify.db, changes: fastify.siteChanges, now: fastify.clock() };
      const marked = await markHoliday(deps, request.user!, request.params.ghadiId, request.params.date);
      if (marked) afterAck(request, () => fastify.channel.announceHoliday(marked));
      return { success: true as const, message: messageFor(request, 'holidayMarked') };
    },
  );

  fastify.delete(
    apiPaths.holiday.route,
    {
      config: { access: 'admin' },
      schema: { params: holidayParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await removeHoliday({ db: fastify.db, changes: fastify.siteChanges }, request.params.ghadiId, request.params.date);
      return { success: true as const, message: messageFor(request, 'holidayRemoved') };
    },
  );
};

export default holidays;
