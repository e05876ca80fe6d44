// The crowd: public reads and visitor tracking from autocannon, each group at its own steady rate
// (overallRate), for the whole soak. A rate, not a number of connections, so this is a soak and not a
// saturation test.
import autocannon from 'autocannon';
import { summarizeAutocannon } from '../lib/autocannon-summary.mjs';
import { browserHeaders } from '../lib/shared-settings.mjs';
import { monthOf, siteToday } from '../lib/site-dates.mjs';
import { settings } from './settings.mjs';

const gamePath = (game) => `/api/results/${encodeURIComponent(game.NameEn.toLowerCase())}`;
const monthQuery = ({ month, year }) => `?month=${month}&year=${year}`;

/** The groups of the mix: what the public pages ask for, the current month most, the last one too. */
export function publicGroups({ games, days }) {
  const current = monthOf(siteToday(settings.timeZone));
  const previous = monthOf(days[0]);
  const { rates } = settings;
  return [
    { key: 'ghadis', label: 'GET /api/ghadis', rate: rates.ghadis, requests: [{ path: '/api/ghadis' }] },
    {
      key: 'results',
      label: 'GET /api/results (month)',
      rate: rates.results,
      requests: [{ path: '/api/results' }, { path: `/api/results${monthQuery(previous)}` }],
    },
    {
      key: 'gameResults',
      label: 'GET /api/results/{name}',
      rate: rates.gameResults,
      // Every game, this month as the chart opens and the month before as a visitor pages back.
      requests: games.flatMap((game) => [
        { path: `${gamePath(game)}${monthQuery(current)}` },
        { path: `${gamePath(game)}${monthQuery(previous)}` },
      ]),
    },
    { key: 'visitorStats', label: 'GET /api/visitor/stats', rate: rates.visitorStats, requests: [{ path: '/api/visitor/stats' }] },
    { key: 'siteContent', label: 'GET /api/site-content', rate: rates.siteContent, requests: [{ path: '/api/site-content' }] },
    {
      key: 'visitorTrack',
      label: 'POST /api/visitor/track',
      rate: rates.visitorTrack,
      // autocannon puts a fresh id in place of [<id>] on every request: each one is a new page load.
      requests: [{ method: 'POST', path: '/api/visitor/track', headers: { 'x-session-id': 'soak-[<id>]' } }],
      idReplacement: true,
    },
  ];
}

/** Runs every group at once for `durationSeconds`; resolves with one report row per group. */
export function runPublicLoad(baseUrl, groups, durationSeconds) {
  const instances = [];
  const rows = groups.map((group) => {
    const instance = autocannon({
      url: baseUrl,
      headers: browserHeaders,
      requests: group.requests,
      idReplacement: group.idReplacement ?? false,
      connections: settings.connectionsPerGroup,
      overallRate: group.rate,
      pipelining: 1,
      duration: durationSeconds,
      timeout: settings.requestTimeoutSeconds,
    });
    instances.push(instance);
    return instance.then((result) => ({ label: group.label, ...summarizeAutocannon(result) }));
  });
  return { done: Promise.all(rows), stop: () => instances.forEach((instance) => instance.stop()) };
}
