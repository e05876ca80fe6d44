import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import {
  accountPaths,
  adminCreateRequestSchema,
  adminUpdateRequestSchema,
  agentCreateSchema,
  agentHistoryQuerySchema,
  agentUpdateSchema,
  apiPaths,
  contentBlockInputSchema,
  DEFAULT_SITE_TIME_ZONE,
  gameYearParamsSchema,
  ghadiInputSchema,
  holidayParamsSchema,
  holidaysQuerySchema,
  idParamsSchema,
  loginRequestSchema,
  monthQuerySchema,
  reviewResultsQuerySchema,
  serverMessages,
  updateResultRequestSchema,
  userMapCreateSchema,
  errorCodes,
  validationIssueTexts,
  type ValidationIssue,
} from '@ghadi/contracts';
import { buildLoginUser } from '../builders';
import { buildHoliday } from '../draw-day-builders';
import { buildGhadi, buildResult } from '../game-builders';
import { adminApiHandlers } from '../handlers/admin-api';
import { createAdminDb } from '../handlers/admin-db';
import { failingRoute } from '../handlers/admin-failure';
import { agentGhadiFake } from '../handlers/agent-ghadi';
import { publicSiteHandlers } from '../handlers/public-site';
import { answerOnceAsRecorded, recordedExchanges } from '../handlers/recorded';
import { sessionHandlers } from '../handlers/session';

// The fakes must answer as the server does, or a screen passes its tests with a text users never see.
// Every message a fake sends is either from serverMessages or the validation message the server words from
// the same contracts schema: each case below names the one it expects, and every handler must be driven.

/** The 400 the server sends for `input` refused by the route's schema. */
type Refusal = string & { readonly refusal: unique symbol };
type Schema = { safeParse(input: unknown): { error?: { issues: readonly ValidationIssue[] } } };
const refusedBy = (schema: Schema, input: unknown, part: 'body' | 'querystring' | 'params') => {
  const { error } = schema.safeParse(input);
  if (!error) throw new Error(`the schema takes ${JSON.stringify(input)}`);
  return serverMessages.invalidRequest(validationIssueTexts(error.issues, part)) as Refusal;
};

interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** A CSV file, sent as text/csv in place of a JSON body. */
  csv?: string;
  signedIn?: boolean;
}
type Case = [title: string, call: Call, status: number, message?: string];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function answer({ method = 'GET', path: url, body, csv, signedIn = true }: Call) {
  const headers: Record<string, string> = signedIn ? { Authorization: 'Bearer token' } : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (csv !== undefined) headers['Content-Type'] = 'text/csv';
  const sent = csv ?? (body === undefined ? undefined : JSON.stringify(body));
  const response = await fetch(`http://site.test${url}`, { method, headers, body: sent });
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as { message?: unknown; code?: unknown };
  // Every error names its code, one of the server's, and a code of a fixed message sends that message.
  if (response.status >= 400 && text) {
    expect(errorCodes).toContain(json.code);
    const wording = serverMessages[json.code as keyof typeof serverMessages];
    if (typeof wording === 'string') expect(json.message).toBe(wording);
  }
  return { status: response.status, message: json.message };
}

/** Runs `cases` against `handlers` in order, then checks that each handler answered at least one. */
function drive(handlers: RequestHandler[], cases: Case[]) {
  beforeAll(() => server.resetHandlers(...handlers));
  // A rest parameter: jest would pass `done` in place of a message the row leaves out.
  test.each(cases)('%s', async (...[, call, status, message]: Case) => {
    expect(await answer(call)).toEqual({ status, message });
  });
  test('every handler was driven', () => {
    expect(handlers.filter((handler) => !handler.isUsed).map((handler) => handler.info.header)).toEqual([]);
  });
}

describe('the session fake', () => {
  const agent = buildLoginUser('agent', { UserName: 'ravi' });
  drive(sessionHandlers([{ user: agent, password: 'secret-pass' }]), [
    ['signs in', { method: 'POST', path: apiPaths.login, body: { UserName: 'ravi', Password: 'secret-pass' } }, 200, serverMessages.loginSuccessful],
    ['refuses a wrong password', { method: 'POST', path: apiPaths.login, body: { UserName: 'ravi', Password: 'wrong' } }, 401, serverMessages.invalidCredentials],
    ['refuses an empty form', { method: 'POST', path: apiPaths.login, body: {} }, 400, refusedBy(loginRequestSchema, {}, 'body')],
    ['tells of no failed sign-ins', { path: accountPaths.mySecurity }, 200],
    ['signs out', { method: 'POST', path: apiPaths.logout }, 200, serverMessages.loggedOut],
  ]);
});

describe('the admin fake', () => {
  const db = createAdminDb();
  const ravi = db.addAgent({ UserName: 'ravi' });
  const sita = db.addAgent({ UserName: 'sita' });
  const root = db.addAgent({ UserName: 'admin', UserType: 'admin' });
  const kalyan = db.addGhadi({ NameEn: 'Kalyan' });
  const milan = db.addGhadi({ NameEn: 'Milan' });
  const spare = db.addGhadi({ NameEn: 'Spare' });
  const assignment = db.assign(ravi, kalyan);
  const traced = db.addResult(kalyan, ravi, { DateTime: '2023-12-31' });
  const about = db.addContentBlock({ Slug: 'about' });
  const contact = db.addContentBlock({ Slug: 'contact' });
  // A valid id the fake's counter never reaches.
  const missing = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
  const agentBody = { UserName: 'gita', DisplayName: 'Gita', email: 'gita@example.com', Password: 'long-enough-1' };
  const gameBody = { NameEn: 'Sridevi', NameHn: 'श्रीदेवी', RTime: '11:30 AM', OrderId: 4 };
  const blockBody = { Title: 'Rules', Slug: 'rules', Content: '<p>Play fair</p>' };
  const publish = { ghadiId: kalyan._id, result: '123', dateTime: '2024-01-01' };
  drive(adminApiHandlers(db), [
    ['wants a token', { path: apiPaths.users, signedIn: false }, 401, serverMessages.signInRequired],
    ['counts agents', { path: apiPaths.userCount }, 200],
    ['lists agents', { path: apiPaths.users }, 200],
    ['previews a block as the server recorded it', { method: 'POST', path: apiPaths.contentPreview, body: recordedExchanges.contentPreview.request }, 200],
    ['adds an agent', { method: 'POST', path: apiPaths.users, body: agentBody }, 201, serverMessages.agentCreated],
    ['refuses an agent without fields', { method: 'POST', path: apiPaths.users, body: {} }, 400, refusedBy(agentCreateSchema, {}, 'body')],
    ['edits an agent', { method: 'PUT', path: apiPaths.user.url(sita.id), body: { ...agentBody, UserName: 'sita' } }, 200, serverMessages.agentUpdated],
    ['refuses to edit an unknown agent', { method: 'PUT', path: apiPaths.user.url(missing), body: agentBody }, 404, serverMessages.agentNotFound],
    ['refuses an edit without fields', { method: 'PUT', path: apiPaths.user.url(sita.id), body: {} }, 400, refusedBy(agentUpdateSchema, {}, 'body')],
    ['lists admins', { path: accountPaths.admins }, 200],
    ['adds an admin', { method: 'POST', path: accountPaths.admins, body: { UserName: 'second-admin', Password: 'long-enough-1' } }, 201, serverMessages.adminCreated],
    ['refuses an admin without fields', { method: 'POST', path: accountPaths.admins, body: {} }, 400, refusedBy(adminCreateRequestSchema, {}, 'body')],
    ['deactivates an admin', { method: 'PUT', path: accountPaths.admin.url(root.id), body: { isActive: false } }, 200, serverMessages.adminUpdated],
    ['refuses to change an unknown admin', { method: 'PUT', path: accountPaths.admin.url(missing), body: { isActive: false } }, 404, serverMessages.adminNotFound],
    ['refuses a password under the rule', { method: 'PUT', path: accountPaths.admin.url(root.id), body: { Password: 'short' } }, 400, refusedBy(adminUpdateRequestSchema, { Password: 'short' }, 'body')],
    ['counts games', { path: apiPaths.ghadiCount }, 200],
    ['lists games', { path: apiPaths.ghadis }, 200],
    ['adds a game', { method: 'POST', path: apiPaths.ghadis, body: gameBody }, 201, serverMessages.ghadiCreated],
    ['refuses a game without fields', { method: 'POST', path: apiPaths.ghadis, body: {} }, 400, refusedBy(ghadiInputSchema, {}, 'body')],
    ['edits a game', { method: 'PUT', path: apiPaths.ghadi.url(milan.id), body: { ...gameBody, NameEn: 'Milan' } }, 200, serverMessages.ghadiUpdated],
    ['refuses to edit an unknown game', { method: 'PUT', path: apiPaths.ghadi.url(missing), body: gameBody }, 404, serverMessages.ghadiNotFound],
    ['lists assignments', { path: apiPaths.userMaps }, 200],
    ['assigns a game', { method: 'POST', path: apiPaths.userMaps, body: { User_Id: sita.User_Id, GID: milan.GID } }, 201, serverMessages.ghadiAssigned],
    ['refuses an unknown game', { method: 'POST', path: apiPaths.userMaps, body: { User_Id: sita.User_Id, GID: 9999 } }, 404, serverMessages.ghadisNotFound([9999])],
    ['refuses an unknown agent', { method: 'POST', path: apiPaths.userMaps, body: { User_Id: 9999, GID: spare.GID } }, 404, serverMessages.agentNotFound],
    ['refuses an assignment without fields', { method: 'POST', path: apiPaths.userMaps, body: {} }, 400, refusedBy(userMapCreateSchema, {}, 'body')],
    ['counts results', { path: apiPaths.resultCount }, 200],
    ['publishes a result', { method: 'POST', path: apiPaths.updateResult, body: publish }, 200, serverMessages.resultUpdated],
    ['refuses an unknown game to publish', { method: 'POST', path: apiPaths.updateResult, body: { ...publish, ghadiId: missing } }, 404, serverMessages.ghadiNotFound],
    ['refuses a result without fields', { method: 'POST', path: apiPaths.updateResult, body: {} }, 400, refusedBy(updateResultRequestSchema, {}, 'body')],
    ['lists a month’s holidays', { path: `${apiPaths.holidays}?year=2024&month=1` }, 200],
    ['refuses holidays without a year', { path: apiPaths.holidays }, 400, refusedBy(holidaysQuerySchema, {}, 'querystring')],
    ['marks a holiday', { method: 'PUT', path: apiPaths.holiday.url(milan.id, '2024-01-02') }, 200, serverMessages.holidayMarked],
    ['refuses a holiday of an unknown game', { method: 'PUT', path: apiPaths.holiday.url(missing, '2024-01-02') }, 404, serverMessages.ghadiNotFound],
    ['refuses a holiday on a date that is not one', { method: 'PUT', path: apiPaths.holiday.url(milan.id, '2024-02-30') }, 400, refusedBy(holidayParamsSchema, { ghadiId: milan.id, date: '2024-02-30' }, 'params')],
    ['removes a holiday', { method: 'DELETE', path: apiPaths.holiday.url(milan.id, '2024-01-02') }, 200, serverMessages.holidayRemoved],
    ['refuses to remove a holiday not marked', { method: 'DELETE', path: apiPaths.holiday.url(milan.id, '2024-01-02') }, 404, serverMessages.holidayNotFound],
    ['reviews results', { path: apiPaths.adminResults }, 200],
    ['refuses a bad review page', { path: `${apiPaths.adminResults}?page=0` }, 400, refusedBy(reviewResultsQuerySchema, { page: '0' }, 'querystring')],
    ['shows a result’s trail', { path: apiPaths.adminResultHistory.url(traced.id) }, 200],
    ['refuses the trail of an unknown result', { path: apiPaths.adminResultHistory.url(missing) }, 404, serverMessages.resultNotFound],
    ['refuses a trail of what is not an id', { path: apiPaths.adminResultHistory.url('nope') }, 400, refusedBy(idParamsSchema, { id: 'nope' }, 'params')],
    ['previews an import as the server recorded it', { method: 'POST', path: apiPaths.importPreview, csv: recordedExchanges.importPreview.request }, 200],
    ['refuses an import file without its columns, as recorded', { method: 'POST', path: apiPaths.importPreview, csv: recordedExchanges.importPreviewMissingColumn.request }, 400, serverMessages.importMissingColumns(['result'])],
    ['imports results as recorded', { method: 'POST', path: apiPaths.importResults, csv: recordedExchanges.importDone.request }, 200, serverMessages.resultsImported(3)],
    ['lists content blocks', { path: apiPaths.contentBlocks }, 200],
    ['adds a content block', { method: 'POST', path: apiPaths.contentBlocks, body: blockBody }, 201, serverMessages.contentBlockCreated],
    ['refuses a block without fields', { method: 'POST', path: apiPaths.contentBlocks, body: {} }, 400, refusedBy(contentBlockInputSchema, {}, 'body')],
    ['edits a content block', { method: 'PUT', path: apiPaths.contentBlock.url(contact.id), body: { ...blockBody, Slug: 'contact' } }, 200, serverMessages.contentBlockUpdated],
    ['refuses to edit an unknown block', { method: 'PUT', path: apiPaths.contentBlock.url(missing), body: blockBody }, 404, serverMessages.contentBlockNotFound],
    ['deletes a content block', { method: 'DELETE', path: apiPaths.contentBlock.url(about.id) }, 200, serverMessages.contentBlockDeleted],
    ['refuses to delete an unknown block', { method: 'DELETE', path: apiPaths.contentBlock.url(missing) }, 404, serverMessages.contentBlockNotFound],
    ['deletes an assignment', { method: 'DELETE', path: apiPaths.userMap.url(assignment.id) }, 200, serverMessages.assignmentDeleted],
    ['refuses to delete an unknown assignment', { method: 'DELETE', path: apiPaths.userMap.url(missing) }, 404, serverMessages.assignmentNotFound],
    ['deletes a game', { method: 'DELETE', path: apiPaths.ghadi.url(spare.id) }, 200, serverMessages.ghadiDeleted],
    ['refuses to delete an unknown game', { method: 'DELETE', path: apiPaths.ghadi.url(missing) }, 404, serverMessages.ghadiNotFound],
    ['deletes an agent', { method: 'DELETE', path: apiPaths.user.url(ravi.id) }, 200, serverMessages.agentDeleted],
    ['refuses to delete an unknown agent', { method: 'DELETE', path: apiPaths.user.url(missing) }, 404, serverMessages.agentNotFound],
    ['reports visitors', { path: apiPaths.visitorStats }, 200],
    ['serves the draw day', { path: apiPaths.drawDay }, 200],
    ['summarises push notifications', { path: apiPaths.adminPush }, 200],
    ['wants a token for the push summary', { path: apiPaths.adminPush, signedIn: false }, 401, serverMessages.signInRequired],
    ['summarises the Telegram channel', { path: apiPaths.adminChannel }, 200],
    ['wants a token for the channel summary', { path: apiPaths.adminChannel, signedIn: false }, 401, serverMessages.signInRequired],
    ['serves the runtime config', { path: apiPaths.runtimeConfig }, 200],
  ]);
});

describe('the agent fake', () => {
  const mine = buildGhadi();
  const theirs = buildGhadi();
  const publish = { ghadiId: mine._id, result: '45', dateTime: '2026-03-01' };
  const fake = agentGhadiFake({
    assigned: [mine],
    results: [buildResult(mine, '2026-02-28', '12')],
    holidays: [buildHoliday(mine, '2026-02-27')],
  });
  drive(fake.handlers, [
    ['serves the runtime config', { path: apiPaths.runtimeConfig }, 200],
    ['wants a token', { path: apiPaths.myGhadis, signedIn: false }, 401, serverMessages.signInRequired],
    ['lists the agent’s games', { path: apiPaths.myGhadis }, 200],
    ['pages a game’s history', { path: `${apiPaths.myGhadiResults}?ghadiId=${mine._id}` }, 200],
    ['refuses another agent’s history', { path: `${apiPaths.myGhadiResults}?ghadiId=${theirs._id}` }, 403, serverMessages.notAuthorizedForGhadi],
    ['refuses a history without a game', { path: apiPaths.myGhadiResults }, 400, refusedBy(agentHistoryQuerySchema, {}, 'querystring')],
    ['history wants a token', { path: `${apiPaths.myGhadiResults}?ghadiId=${mine._id}`, signedIn: false }, 401, serverMessages.signInRequired],
    ['publishes a result', { method: 'POST', path: apiPaths.updateResult, body: publish }, 200, serverMessages.resultUpdated],
    ['lists a month’s holidays', { path: `${apiPaths.holidays}?year=2026&month=2` }, 200],
    ['serves the draw day', { path: apiPaths.drawDay }, 200],
    ['refuses another agent’s game', { method: 'POST', path: apiPaths.updateResult, body: { ...publish, ghadiId: theirs._id } }, 403, serverMessages.notAuthorizedForGhadi],
    ['refuses a result without fields', { method: 'POST', path: apiPaths.updateResult, body: {} }, 400, refusedBy(updateResultRequestSchema, {}, 'body')],
    ['publishing wants a token', { method: 'POST', path: apiPaths.updateResult, body: publish, signedIn: false }, 401, serverMessages.signInRequired],
  ]);
});

describe('the publication refusals the server recorded', () => {
  const { publishAlreadyPublished, publishAlreadyPublished789, publishChangedMeanwhile, publishHoliday, publishFutureDate } = recordedExchanges;
  const sent = ({ request }: { request: object }): Call => ({ method: 'POST', path: apiPaths.updateResult, body: { ghadiId: buildGhadi()._id, dateTime: '2026-03-01', ...request } });
  drive(
    [publishAlreadyPublished, publishAlreadyPublished789, publishChangedMeanwhile, publishHoliday, publishFutureDate].map(answerOnceAsRecorded),
    [
      ['a value the agent did not see', sent(publishAlreadyPublished), 409, serverMessages.resultAlreadyPublished],
      ['another typed value over it', sent(publishAlreadyPublished789), 409, serverMessages.resultAlreadyPublished],
      ['a value changed after the agent saw it', sent(publishChangedMeanwhile), 409, serverMessages.resultChangedMeanwhile],
      ['a day the game is off', sent(publishHoliday), 409, serverMessages.holidayNoResult],
      ['a date after the site’s today', sent(publishFutureDate), 400, serverMessages.futureDate],
    ],
  );
});

describe('the admin refusals the server recorded', () => {
  const { adminUsernameTaken, adminGhadiNameTaken, adminSlugTaken, adminHolidayHasResult } = recordedExchanges;
  const id = buildGhadi().id;
  drive(
    [adminUsernameTaken, adminGhadiNameTaken, adminSlugTaken, adminHolidayHasResult].map(answerOnceAsRecorded),
    [
      ['a taken username', { method: 'PUT', path: apiPaths.user.url(id), body: adminUsernameTaken.request }, 409, serverMessages.usernameTaken],
      ['a taken game name', { method: 'POST', path: apiPaths.ghadis, body: adminGhadiNameTaken.request }, 409, serverMessages.ghadiNameTaken],
      ['a taken slug', { method: 'POST', path: apiPaths.contentBlocks, body: adminSlugTaken.request }, 409, serverMessages.slugTaken],
      ['a holiday over a published result', { method: 'PUT', path: apiPaths.holiday.url(id, '2024-04-01') }, 409, serverMessages.holidayHasResult],
    ],
  );
});

describe('the public site fake', () => {
  const kalyan = buildGhadi({ NameEn: 'Kalyan' });
  const state = {
    games: [{ ...kalyan, YesterdayResult: null, TodayResult: null }],
    monthResults: [],
    gameResults: { kalyan: [buildResult(kalyan, '2026-03-01', '45')] },
    siteContent: {},
    blogSection: null,
    stats: { totalUsers: 1, activeUsers: 1 },
    timeZone: DEFAULT_SITE_TIME_ZONE,
    siteName: 'Test Results',
  };
  drive(publicSiteHandlers(state), [
    ['serves the runtime config', { path: apiPaths.runtimeConfig }, 200],
    ['lists the games', { path: apiPaths.ghadis }, 200],
    ['lists the month’s results', { path: apiPaths.results }, 200],
    ['lists a game’s month', { path: `${apiPaths.gameResults.url('kalyan')}?month=3&year=2026` }, 200],
    ['refuses an unknown game', { path: `${apiPaths.gameResults.url('nobody')}?month=3&year=2026` }, 404, serverMessages.ghadiNotFound],
    ['refuses a month that is not one', { path: `${apiPaths.gameResults.url('kalyan')}?month=13` }, 400, refusedBy(monthQuerySchema, { month: '13' }, 'querystring')],
    ['lists a game’s year', { path: apiPaths.gameYearResults.url('kalyan', 2026) }, 200],
    ['refuses an unknown game’s year', { path: apiPaths.gameYearResults.url('nobody', 2026) }, 404, serverMessages.ghadiNotFound],
    ['refuses a year out of range', { path: apiPaths.gameYearResults.url('kalyan', 1999) }, 400, refusedBy(gameYearParamsSchema, { name: 'kalyan', year: '1999' }, 'params')],
    ['lists a game’s corrections', { path: `${apiPaths.gameCorrections.url('kalyan')}?month=3&year=2026` }, 200],
    ['refuses an unknown game’s corrections', { path: apiPaths.gameCorrections.url('nobody') }, 404, serverMessages.ghadiNotFound],
    ['refuses corrections of a month that is not one', { path: `${apiPaths.gameCorrections.url('kalyan')}?month=0` }, 400, refusedBy(monthQuerySchema, { month: '0' }, 'querystring')],
    ['serves the draw day', { path: apiPaths.drawDay }, 200],
    ['lists a month’s holidays', { path: `${apiPaths.holidays}?year=2026&month=3` }, 200],
    ['refuses holidays without a year', { path: apiPaths.holidays }, 400, refusedBy(holidaysQuerySchema, {}, 'querystring')],
    ['serves the site content', { path: apiPaths.siteContent }, 200],
    ['has no blog section yet', { path: apiPaths.contentBlockBySlug.url('blog-section') }, 404, serverMessages.contentBlockNotFound],
    ['tracks a visit', { method: 'POST', path: apiPaths.visitorTrack }, 204],
    ['reports visitors', { path: apiPaths.visitorStats }, 200],
  ]);
});

describe('a failing route', () => {
  drive([failingRoute('get', apiPaths.ghadis, { status: 503, code: 'databaseUnavailable' })], [
    ['answers the server message it is given', { path: apiPaths.ghadis }, 503, serverMessages.databaseUnavailable],
  ]);
});

test('no handler writes a message of its own: each comes from serverMessages or a contracts schema', () => {
  const folder = path.join(__dirname, '..', 'handlers');
  const written = readdirSync(folder).flatMap((name) =>
    [...readFileSync(path.join(folder, name), 'utf8').matchAll(/message:\s*(?!serverMessages\.|serverMessageIn\()([^\s,)}]+)/g)]
      .map(([, value]) => `${name}: ${value}`)
      // The parameters' own type annotations.
      .filter((found) => !/: string$/.test(found)),
  );
  expect(written).toEqual([]);
});
