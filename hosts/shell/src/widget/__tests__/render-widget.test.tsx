import { within } from '@testing-library/react';
import type { PageRenderRequest, PublicPageReads, RenderedPage } from '@ghadi/contracts';
import { buildGameDay } from '@ghadi/testing';
import { samplePublicSite } from '@/testing/public-site';
import { renderPage } from '@/server/render-page';

// 12:00 PM in Kolkata on the sample site's day.
const NOW = '2026-11-22T06:30:00.000Z';

function requestFor(url: string): PageRenderRequest {
  const site = samplePublicSite();
  const [kalyan, milan] = site.games;
  const unused = async () => {
    throw new Error('the widget reads only the games and the day');
  };
  const reads: PublicPageReads = {
    ghadis: async () => site.games,
    drawDay: async () => ({
      day: '2026-11-22',
      lastUpdatedAt: '2026-11-22T05:47:00Z',
      games: [
        buildGameDay(kalyan!, { state: 'declared', result: '12', declaredAt: '2026-11-22T05:00:00Z' }),
        buildGameDay(milan!, { state: 'upcoming', dueAt: '2026-11-22T07:35:00Z' }),
      ],
    }),
    monthResults: unused,
    gameResults: unused,
    gameYearResults: unused,
    gameDate: unused,
    gameStatistics: unused,
    matkaChart: unused,
    siteContent: unused,
    holidays: unused,
    gameCorrections: unused,
  };
  return {
    url,
    siteDay: '2026-11-22',
    now: NOW,
    config: { apiBaseUrl: '', remotes: { admin: '', agent: '' }, siteName: 'Test Results', timeZone: 'Asia/Kolkata', demo: false, publicOrigin: 'https://results.example', pushPublicKey: null },
    publicOrigin: 'https://results.example',
    reads,
  };
}

/** The rendered widget as a document body, and the table's rows as their cells' texts. */
function shown(page: RenderedPage) {
  if (page.kind !== 'page') throw new Error(`a ${page.kind}`);
  document.body.innerHTML = page.body;
  const widget = document.getElementById('widget')!;
  const rows = [...widget.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  return { page, widget, rows };
}

test("every game's board: names linking to their pages on the site, times, yesterday, today and the day's state", async () => {
  const { page, widget, rows } = shown(await renderPage(requestFor('/widget')));
  expect(page).toMatchObject({ status: 200, template: 'widget', language: 'en' });
  expect(page.kind === 'page' && page.head).toBe(`<title>Test Results: today's results</title><meta name="robots" content="noindex" />`);
  expect(within(widget).getByRole('table', { name: "Test Results: today's results" })).toBeInTheDocument();
  expect(rows).toEqual([
    ['Kalyan04:00 PM', '78', '12Declared 10:30 AM'],
    ['Milan Day--:--', '---', '---Upcoming in 1 h 05 min'],
  ]);
  const links = within(widget).getAllByRole('link');
  expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])).toEqual([
    ['https://results.example/satta-results/kalyan', '_blank', 'noopener'],
    ['https://results.example/satta-results/milan%20day', '_blank', 'noopener'],
    ['https://results.example/', '_blank', 'noopener'],
  ]);
  // What its script listens for on the live stream: the games, the daily results, the day's states.
  expect(JSON.parse(widget.dataset.reads!)).toEqual(['games', 'daily', 'days-off', 'clock']);
  expect(widget.dataset.renderedAt).toBe(NOW);
});

test("one game's widget, in Hindi under /hi", async () => {
  const { page, widget, rows } = shown(await renderPage(requestFor('/hi/widget/milan%20day')));
  expect(page).toMatchObject({ status: 200, language: 'hi' });
  expect(within(widget).getByRole('table', { name: 'मिलन डे: आज का रिजल्ट' })).toBeInTheDocument();
  expect(rows).toHaveLength(1);
  expect(rows[0]![0]).toBe('मिलन डे--:--');
  expect(within(widget).getAllByRole('link')[0]).toHaveAttribute('href', 'https://results.example/hi/satta-results/milan%20day');
});

test('a game is found by the same name key as its game page, whatever the case and spaces of the address', async () => {
  for (const url of ['/widget/Milan%20Day', '/widget/MILAN%20DAY', '/hi/widget/Milan%20%20Day']) {
    const { page, rows } = shown(await renderPage(requestFor(url)));
    expect(page).toMatchObject({ status: 200 });
    expect(rows).toHaveLength(1);
  }
});

test('a name no game has is a 404 that says so', async () => {
  const { page, widget } = shown(await renderPage(requestFor('/widget/no-such-game')));
  expect(page).toMatchObject({ status: 404, template: 'widget' });
  expect(widget).toHaveTextContent('There is no such game on Test Results.');
  expect(within(widget).queryByRole('table')).toBeNull();
});
