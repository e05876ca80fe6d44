import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  errorBodySchema,
  holidayListResponseSchema,
  holidayParamsSchema,
  holidaysQuerySchema,
  messageResponseSchema,
  serverMessages,
} from '@ghadi/contracts';
import { markHoliday, removeHoliday } from './holidays';
import { holidaysAnswer } from './holiday-answers';
import { sendPublic } from '../../public-cache/send-public';
import { afterAck, runAfterAck } from '../../http/after-ack';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Dates games do not run: read by everyone, marked and removed by the admin. */
const holidays: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.holidays,
    {
      config: { access: 'public' },
      schema: { querystring: holidaysQuerySchema, response: { 200: holidayListResponseSchema, 400: errorBodySchema } },
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
      schema: { params: holidayParamsSchema, response: { 200: messageResponseSchema, ...errors, 409: errorBodySchema } },
      onResponse: runAfterAck,
    },
    async (request) => {
      const deps = { db: fastify.db, changes: fastify.siteChanges, now: fastify.clock() };
      const marked = await markHoliday(deps, request.user!, request.params.ghadiId, request.params.date);
      if (marked) afterAck(request, () => fastify.channel.announceHoliday(marked));
      return { success: true as const, message: serverMessages.holidayMarked };
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
      return { success: true as const, message: serverMessages.holidayRemoved };
    },
  );
};

export default holidays;
