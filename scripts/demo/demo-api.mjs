// The demo talks to the site only through its public API, as the admin and the agents would.
import contracts from '@ghadi/contracts';
import { callJson } from '../lib/http.mjs';

const { apiPaths } = contracts;

/**
 * Calls as `account`, signing in on first use and again when the session has ended (a demo left running
 * outlives a session's lifetime).
 */
function accountSession(baseUrl, account) {
  let token;
  const signIn = async () => {
    ({ token } = await callJson(baseUrl, 'POST', apiPaths.login, { body: { UserName: account.UserName, Password: account.Password } }));
  };
  // `options`: { body } (JSON) or { csv }.
  const call = async (method, path, options) => {
    if (!token) await signIn();
    try {
      return await callJson(baseUrl, method, path, { token, ...options });
    } catch (error) {
      if (!String(error.message).includes(': 401 ')) throw error;
      await signIn();
      return callJson(baseUrl, method, path, { token, ...options });
    }
  };
  const json = (method, path, body) => call(method, path, { body });
  json.importCsv = (csv) => call('POST', apiPaths.importResults, { csv });
  return json;
}

export function demoApi(baseUrl) {
  const sessions = new Map();
  const as = (account) => {
    if (!sessions.has(account.UserName)) sessions.set(account.UserName, accountSession(baseUrl, account));
    return sessions.get(account.UserName);
  };
  const get = (path) => callJson(baseUrl, 'GET', path);
  return {
    as,
    publish: (account, game, result, dateTime) => as(account)('POST', apiPaths.updateResult, { ghadiId: game.id, result, dateTime }),
    games: async () => (await get(apiPaths.ghadis)).data,
    drawDay: async () => (await get(apiPaths.drawDay)).data,
    monthResults: async (year, month) => (await get(`${apiPaths.results}?year=${year}&month=${month}`)).data,
    monthHolidays: async (year, month) => (await get(`${apiPaths.holidays}?year=${year}&month=${month}`)).data,
    visit: (sessionId) => callJson(baseUrl, 'POST', apiPaths.visitorTrack, { headers: { 'x-session-id': sessionId } }),
  };
}
