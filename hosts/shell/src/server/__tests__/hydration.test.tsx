import { countStatistics, dayValuesOf, languageOfPath, monthValuesOf, yearValuesOf } from '@ghadi/contracts';
import { testI18n } from '@/testing/texts';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen, waitFor, within } from '@testing-library/react';
import type { PageRenderRequest, PublicPageReads } from '@ghadi/contracts';
import { buildGameDay, buildHoliday, identityOf } from '@ghadi/testing';
import { App } from '@/app/app';
import { preloadPage } from '@/app/router';
import { readPageData, seedQueries } from '@/lib/page-data';
import { ReadStore } from '@/lib/reads';
import { seedRuntimeConfig } from '@/lib/runtime-config';
import { FIXED_NOW, setupPublicApi } from '@/testing/setup-public-api';
import { renderPage } from '../render-page';

// The API behind the browser: it must not be asked for anything the page came with.
const { server, context } = setupPublicApi();
const requested: string[] = [];
beforeAll(() => server.events.on('request:start', ({ request }) => void requested.push(new URL(request.url).pathname)));

/** The server's reads over the same site the fake API serves (Kolkata, 22 Nov 2026 at 12:00 PM). */
function readsOf(): PublicPageReads {
  const site = context.site;
  const [kalyan, milan] = site.games;
  const chartOf = (name: string) => {
    const game = site.games.find((entry) => entry.key === name);
    const results = site.gameResults[name];
    return game && results ? { ghadi: identityOf(game), results } : null;
  };
  // As the API server reads them (server/src/features/public-pages/page-reads.ts).
  return {
    ghadis: async () => site.games,
    monthResults: async () => monthValuesOf(site.monthResults),
    gameResults: async (name) => {
      const chart = chartOf(name);
      return chart && { ghadi: chart.ghadi, days: dayValuesOf(chart.results) };
    },
    gameYearResults: async (name) => {
      const chart = chartOf(name);
      return chart && { ghadi: chart.ghadi, months: yearValuesOf(chart.results) };
    },
    gameDate: async (name, date) => {
      const chart = chartOf(name);
      const result = chart?.results.find((entry) => entry.DateTime === date);
      return chart && { ghadi: chart.ghadi, DateTime: date, Result: result?.Result ?? null, DeclaredAt: null, CorrectedAt: null, Trail: [] };
    },
    gameStatistics: async (name) => {
      const chart = chartOf(name);
      const counted = chart?.results.map((result) => ({ drawDate: result.DateTime, result: result.Result })) ?? [];
      return chart && { ghadi: chart.ghadi, ...countStatistics(counted, '2026-11-22') };
    },
    // Two weeks of a market's lines (Monday 9 to Sunday 22 November): 16 is red, the 21st only opened.
    matkaChart: async (name) => {
      const chart = chartOf(name);
      const lines = ['123-68-459', '', '160-77-133', '145-08-350', '', '', '', '137-16-123', '', '', '', '', '340-7', ''];
      return chart && { ghadi: chart.ghadi, marketDays: 'mon-sat' as const, from: '2026-11-09', lines };
    },
    siteContent: async () => site.siteContent,
    drawDay: async () => ({
      day: '2026-11-22',
      lastUpdatedAt: '2026-11-22T05:47:00Z',
      games: [
        buildGameDay(kalyan!, { dueAt: '2026-11-22T07:35:00Z' }),
        buildGameDay(milan!, { state: 'corrected', result: '90', declaredAt: '2026-11-22T05:00:00Z', correctedAt: '2026-11-22T05:47:00Z', previousResult: '09' }),
      ],
    }),
    holidays: async () => [buildHoliday(kalyan!, '2026-11-10')],
    gameCorrections: async () => [{ DateTime: '2026-11-21', From: '87', To: '78', ChangedAt: '2026-11-21T12:10:00Z' }],
  };
}

/** Renders `url` as the server does at FIXED_NOW, then hydrates it in a browser whose clock says `deviceNow`. */
async function serverRenderThenHydrate(url: string, deviceNow: Date, pushPublicKey: string | null = null) {
  const request: PageRenderRequest = {
    url,
    siteDay: '2026-11-22',
    now: FIXED_NOW.toISOString(),
    config: { apiBaseUrl: '', remotes: { admin: '', agent: '' }, siteName: 'Test Results', timeZone: 'Asia/Kolkata', demo: false, publicOrigin: 'https://results.example', pushPublicKey },
    publicOrigin: 'https://results.example',
    reads: readsOf(),
  };
  const page = await renderPage(request);
  if (page.kind !== 'page') throw new Error(`expected a page, got a ${page.kind}`);
  window.history.replaceState(null, '', url);
  document.body.innerHTML = page.body;
  // What the server drew, as a visitor reads it before any script runs.
  const serverText = document.getElementById('root')!.textContent;

  jest.setSystemTime(deviceNow);
  const data = readPageData()!;
  // As bootstrap.tsx makes the browser's own, fresh for each page load.
  const store = new ReadStore();
  seedRuntimeConfig(store, data.config);
  seedQueries(store, data);
  await preloadPage(url);
  const mismatches = jest.fn();
  const logged = jest.spyOn(console, 'error');
  requested.length = 0;
  // As bootstrap.tsx does it.
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <App store={store} i18n={testI18n(languageOfPath(url))} siteDay={data.siteDay} renderedAt={data.renderedAt} />, { onRecoverableError: mismatches });
  });
  return { serverText, mismatches, logged };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

test('the home page hydrates without a mismatch on a device whose clock is 70 s ahead, then counts down from the device clock', async () => {
  const { serverText, mismatches, logged } = await serverRenderThenHydrate('/', new Date(FIXED_NOW.getTime() + 70_000));

  // The server drew the countdown and states as of its render...
  expect(serverText).toContain('in 1 h 05 min');
  expect(serverText).toContain('Corrected 11:17 AM (was 09)');
  expect(serverText).toContain('Last updated: 22 Nov 2026, 11:17 AM');
  expect(serverText).toContain('Next: Kalyan in 1 h 05 min');
  // ...hydration took it as it was, and only then did the device's clock move it on.
  expect(mismatches).not.toHaveBeenCalled();
  expect(logged).not.toHaveBeenCalled();
  const kalyan = within(screen.getByRole('region', { name: 'SATTA CHART' })).getByRole('heading', { name: 'Kalyan' }).closest('li')!;
  // The device's clock is first read in a task of its own, after hydration.
  await waitFor(() => expect(within(kalyan).getByRole('timer')).toHaveTextContent('in 1 h 03 min'));
  // The page came with its data: nothing of it is asked for again.
  expect(requested.filter((path) => !path.startsWith('/api/visitor'))).toEqual([]);
});

test('a game chart hydrates with its holiday marks and corrections, asking for none of them again', async () => {
  const { serverText, mismatches, logged } = await serverRenderThenHydrate('/satta-results/kalyan', new Date(FIXED_NOW.getTime() + 3_600_000));

  expect(serverText).toContain('Corrections');
  expect(serverText).toContain('21 Nov 2026: 87 →  changed to 78, corrected 21 Nov 2026, 05:40 PM');
  expect(mismatches).not.toHaveBeenCalled();
  expect(logged).not.toHaveBeenCalled();
  expect(within(screen.getByRole('table')).getAllByRole('row')[10]).toHaveTextContent('10HHoliday');
  expect(requested.filter((path) => !path.startsWith('/api/visitor'))).toEqual([]);
});

test.each(['/record-chart/2026/11', '/satta-results/kalyan/2026'])('%s hydrates with its holiday marks and downloads, asking for nothing again', async (url) => {
  const { serverText, mismatches, logged } = await serverRenderThenHydrate(url, new Date(FIXED_NOW.getTime() - 3_600_000));

  expect(serverText).toContain('Holiday');
  expect(serverText).toContain('Download CSV');
  expect(mismatches).not.toHaveBeenCalled();
  expect(logged).not.toHaveBeenCalled();
  expect(requested.filter((path) => !path.startsWith('/api/visitor'))).toEqual([]);
});

test.each([
  ['/satta-results/kalyan/statistics', 'Statistics of past results, not a prediction', 'Last 30 days'],
  ['/hi/satta-results/kalyan/statistics', 'पिछले रिजल्ट के आँकड़े, भविष्यवाणी नहीं', 'पिछले 30 दिन'],
])('%s hydrates as drawn, asking for nothing again, and its periods switch once live', async (url, label, thirtyDays) => {
  const { serverText, mismatches, logged } = await serverRenderThenHydrate(url, new Date(FIXED_NOW.getTime() + 60_000));

  expect(serverText).toContain(label);
  expect(mismatches).not.toHaveBeenCalled();
  expect(logged).not.toHaveBeenCalled();
  expect(requested.filter((path) => !path.startsWith('/api/visitor'))).toEqual([]);
  const thirty = screen.getByRole('button', { name: thirtyDays });
  expect(thirty).toHaveAttribute('aria-pressed', 'false');
  act(() => thirty.click());
  expect(thirty).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(thirtyDays);
});

test.each([
  ['/hi/satta-results/kalyan/jodi-chart', 'कल्याण जोड़ी चार्ट', '16 (लाल)'],
  ['/hi/satta-results/kalyan/panel-chart', 'कल्याण पैनल चार्ट', '3407****'],
])('%s hydrates as drawn, asking for nothing again', async (url, title, cell) => {
  const { serverText, mismatches, logged } = await serverRenderThenHydrate(url, new Date(FIXED_NOW.getTime() + 60_000));

  expect(serverText).toContain(title);
  expect(mismatches).not.toHaveBeenCalled();
  expect(logged).not.toHaveBeenCalled();
  expect(requested.filter((path) => !path.startsWith('/api/visitor'))).toEqual([]);
  // Two weeks of six market days; the red jodi and the open-only day as drawn.
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[0]!).getAllByRole('columnheader')).toHaveLength(7);
  expect(rows[2]).toHaveTextContent(cell);
});

test('with notifications on, the room of the follow button is in the server\'s page, so nothing moves when it comes', async () => {
  const { mismatches, logged } = await serverRenderThenHydrate('/satta-results/kalyan', FIXED_NOW, `B${'A'.repeat(86)}`);

  const slot = document.querySelector('main .follow-games-slot');
  expect(slot).not.toBeNull();
  // Right under the title, before the month picker and the chart it would otherwise push down.
  expect(slot!.previousElementSibling?.tagName).toBe('H1');
  expect(mismatches).not.toHaveBeenCalled();
  expect(logged).not.toHaveBeenCalled();
});
