import { http, HttpResponse } from 'msw';
import {
  agentHistoryQuerySchema,
  apiPaths,
  DEFAULT_SITE_TIME_ZONE,
  isGhadiRefTo,
  serverMessages,
  updateResultRequestSchema,
  type DrawDay,
  type Ghadi,
  type GhadiRef,
  type Holiday,
  type Result,
} from '@ghadi/contracts';
import { buildResult } from '../game-builders';
import { fail, hasBearer, invalid } from './answers';
import { drawDayReadHandler, emptyDrawDay } from './draw-day-read';
import { holidaysReadHandler } from './holidays-read';
import { runtimeConfigHandler } from './runtime-config';

export interface AgentGhadiFakeOptions {
  /** The games assigned to the signed-in agent, in the order the server lists them. */
  assigned: Ghadi[];
  /** Published results of any of the games above. */
  results?: Result[];
  /** Dates games are marked off, as the public read lists them. */
  holidays?: Holiday[];
  /** The site's zone, as /runtime-config.json reports it; the contract's default when not given. */
  timeZone?: string;
  /** The site day's board; none given: a day with no games on it. `setDrawDay` changes it later. */
  drawDay?: DrawDay;
}

/**
 * An in-memory fake of the agent's endpoints, speaking the contracts: the games assigned to the agent, the
 * paged history of one of them, and publishing (one result per game per date, stored as sent), plus the
 * runtime config that tells the agent area the site's zone, the public list of holidays and the site day's
 * board. Any other game id or GID gets 403, as the server answers for games assigned to someone else.
 * Publishing refuses nothing else: a refusal the server would make (a holiday, a later date, a value
 * published meanwhile) is its recorded answer, which a test swaps in with `answerOnceAsRecorded`.
 * `results` and `holidays` are the live stores, so a test can read what was published or mark a holiday later.
 */
export function agentGhadiFake({
  assigned,
  results = [],
  holidays = [],
  timeZone = DEFAULT_SITE_TIME_ZONE,
  drawDay = emptyDrawDay(timeZone),
}: AgentGhadiFakeOptions) {
  const store = [...results];
  const holidayStore = [...holidays];
  let board = drawDay;
  // By id or GID, as the server takes either.
  const assignedGame = (ref: GhadiRef) => assigned.find((ghadi) => isGhadiRefTo(ref, ghadi));

  const handlers = [
    runtimeConfigHandler(() => ({ timeZone })),
    holidaysReadHandler(() => holidayStore),
    drawDayReadHandler(() => board),
    http.get(`*${apiPaths.myGhadis}`, ({ request }) => {
      if (!hasBearer(request)) return fail(401, 'signInRequired');
      return HttpResponse.json({ success: true, data: assigned });
    }),
    http.get(`*${apiPaths.myGhadiResults}`, ({ request }) => {
      if (!hasBearer(request)) return fail(401, 'signInRequired');
      const query = agentHistoryQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error, 'querystring');
      const { ghadiId, page, pageSize, search } = query.data;
      const ghadi = assignedGame(ghadiId);
      if (!ghadi) return fail(403, 'notAuthorizedForGhadi');
      const needle = search.toLowerCase();
      const matches = store
        .filter((row) => row.GID === ghadi.GID)
        .filter((row) => !needle || row.Result.toLowerCase().includes(needle) || row.DateTime.includes(needle))
        .sort((a, b) => b.DateTime.localeCompare(a.DateTime));
      const data = matches.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({ success: true, data, total: matches.length, page, pageSize });
    }),
    http.post(`*${apiPaths.updateResult}`, async ({ request }) => {
      if (!hasBearer(request)) return fail(401, 'signInRequired');
      const body = updateResultRequestSchema.safeParse(await request.json());
      if (!body.success) return invalid(body.error, 'body');
      const { ghadiId, result, dateTime } = body.data;
      const ghadi = assignedGame(ghadiId);
      if (!ghadi) return fail(403, 'notAuthorizedForGhadi');
      const index = store.findIndex((row) => row.GID === ghadi.GID && row.DateTime === dateTime);
      const previousResult = index >= 0 ? store[index]!.Result : null;
      const saved = buildResult(ghadi, dateTime, result);
      if (index >= 0) store.splice(index, 1, saved);
      else store.push(saved);
      return HttpResponse.json({ success: true, message: serverMessages.resultUpdated, data: saved, previousResult });
    }),
  ];
  const setDrawDay = (next: DrawDay) => {
    board = next;
  };
  return { handlers, results: store, holidays: holidayStore, setDrawDay };
}
