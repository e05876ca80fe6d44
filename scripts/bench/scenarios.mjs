// What each row sends: the public pages' own requests, with the headers a phone adds.
import { probe } from '../lib/http.mjs';
import { browserHeaders } from '../lib/shared-settings.mjs';

/** The listing every row is compared with: the raw server answers a body of its size. */
export const listingRequest = { method: 'GET', path: '/api/ghadis', headers: browserHeaders };

/**
 * The rows run against each server, in order. Stats come before tracking so that both servers count the
 * same seeded visitors. The conditional row carries the ETag this server gave, or none if it gave none.
 */
export async function endpointScenarios(baseUrl, { gameName, month }) {
  const { headers } = await probe(baseUrl, listingRequest);
  const conditional = headers.etag
    ? { headers: { ...browserHeaders, 'if-none-match': headers.etag }, note: 'ETag sent back' }
    : { headers: browserHeaders, note: 'server sent no ETag: plain GET' };
  const gamePath = `/api/results/${encodeURIComponent(gameName.toLowerCase())}`;
  const gamePagePath = `/satta-results/${encodeURIComponent(gameName.toLowerCase())}`;
  const pageHeaders = { ...browserHeaders, accept: 'text/html' };
  return [
    { key: 'ghadis', label: 'GET /api/ghadis', ...listingRequest },
    {
      key: 'results',
      label: 'GET /api/results (month, all games)',
      method: 'GET',
      path: '/api/results',
      headers: browserHeaders,
    },
    {
      key: 'game-results',
      label: `GET ${gamePath}`,
      method: 'GET',
      // The game page asks for its month explicitly.
      path: `${gamePath}?month=${month.month}&year=${month.year}`,
      headers: browserHeaders,
    },
    {
      key: 'visitor-stats',
      label: 'GET /api/visitor/stats',
      method: 'GET',
      path: '/api/visitor/stats',
      headers: browserHeaders,
    },
    {
      key: 'visitor-track',
      label: 'POST /api/visitor/track',
      method: 'POST',
      path: '/api/visitor/track',
      // autocannon puts a fresh id in place of [<id>] on every request: each one is a new page load.
      headers: { ...browserHeaders, 'x-session-id': 'bench-[<id>]' },
      idReplacement: true,
      note: 'new session id per request',
    },
    { key: 'ghadis-304', label: 'GET /api/ghadis + If-None-Match', method: 'GET', path: '/api/ghadis', ...conditional },
    // The server-rendered pages, as a phone asks for them.
    { key: 'home-page', label: 'GET / (rendered page)', method: 'GET', path: '/', headers: pageHeaders, rawOfItsSize: true },
    { key: 'hindi-home-page', label: 'GET /hi/ (rendered page)', method: 'GET', path: '/hi/', headers: pageHeaders, rawOfItsSize: true },
    {
      key: 'game-page',
      label: `GET ${gamePagePath} (rendered page)`,
      method: 'GET',
      path: gamePagePath,
      headers: pageHeaders,
      rawOfItsSize: true,
    },
  ];
}
