import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { apiPaths } from '@ghadi/contracts';
import { buildRecordId, failingRoute, trackedSessions } from '@ghadi/testing';
import { renderApp } from '@/testing/render-app';
import { setupPublicApi } from '@/testing/setup-public-api';

const { server, context } = setupPublicApi();

async function openHome() {
  renderApp('/');
  await screen.findAllByText('Kalyan');
}

test('while the games load, the chart sections already take the room of what is coming', async () => {
  server.use(http.get(`*${apiPaths.ghadis}`, () => delay('infinite')));
  renderApp('/');
  const grid = screen.getByRole('region', { name: 'SATTA CHART' });
  expect(within(grid).getByRole('status')).toHaveTextContent('Loading...');
  expect(grid.querySelectorAll('li.game-card')).toHaveLength(6);
  // The month's 31 rows are there before the games' columns.
  const chart = screen.getByRole('region', { name: 'Record Chart' });
  await waitFor(() => expect(chart.querySelectorAll('tbody tr')).toHaveLength(31));
});

test('the SATTA CHART grid shows each game with its time, yesterday and today', async () => {
  await openHome();
  const cards = within(screen.getByRole('region', { name: 'SATTA CHART' })).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(cards[0]).toHaveTextContent(/Kalyan.*04:00 PM.*Yesterday.*78.*Today.*12/);
  expect(within(cards[0]!).getByRole('link', { name: 'Record Chart' })).toHaveAttribute('href', '/satta-results/kalyan');
});

test('a game with no result time shows --:-- and no made-up numbers', async () => {
  await openHome();
  const milan = within(screen.getByRole('region', { name: 'SATTA CHART' })).getAllByRole('listitem')[1]!;
  expect(milan).toHaveTextContent('--:--');
  // Without a time it is never due, so never awaited: a dash until its result.
  expect(milan).toHaveTextContent(/Today\s*---/);
  expect(milan).not.toHaveTextContent('Waiting');
  expect(within(milan).getByRole('link', { name: 'Record Chart' })).toHaveAttribute('href', '/satta-results/milan%20day');
});

test('the time table lists every game with its result time', async () => {
  await openHome();
  const table = within(screen.getByRole('region', { name: 'Time Table' })).getByRole('table');
  expect(within(table).getByRole('rowheader', { name: /Kalyan/ }).closest('tr')).toHaveTextContent('04:00 PM');
  expect(within(table).getByRole('rowheader', { name: /Milan Day/ }).closest('tr')).toHaveTextContent('--:--');
});

test('the monthly record chart has rows 01 to 31 of the site\'s month, a column per game and --- when empty', async () => {
  await openHome();
  const chart = await within(screen.getByRole('region', { name: 'Record Chart' })).findByRole('table');
  expect(within(chart).getByText('November 2026 Record Chart')).toBeInTheDocument();
  expect(within(chart).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Kalyan', 'Milan Day']);
  const rows = within(chart).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(31);
  expect(rows[0]).toHaveTextContent(/^01/);
  expect(rows[30]).toHaveTextContent(/^31/);
  expect(within(rows[4]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['45', '90']);
  expect(within(rows[20]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['78', '---']);
  expect(within(rows[9]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['---', '---']);
});

test('the month is the site\'s, not the viewer\'s: 23:30 UTC on 31 Oct is already November in Kolkata', async () => {
  jest.setSystemTime(new Date('2026-10-31T23:30:00Z'));
  await openHome();
  expect(await screen.findByText('November 2026 Record Chart')).toBeInTheDocument();
});

// The server sanitizes this HTML on write and on serve (server/test/routes/api/content-blocks.test.ts), and
// e2e/stored-xss.spec.ts checks no stored script runs in a browser; the shell renders what it is given.
test('the blog section renders the server\'s HTML as markup', async () => {
  const id = buildRecordId();
  context.site.blogSection = {
    _id: id,
    id,
    Title: 'Blog',
    Slug: 'blog-section',
    Content: '<h3>Weekly notes</h3><p>Charts <b>updated</b> <a href="/record-chart">here</a></p>',
    isActive: true,
  };
  await openHome();
  const blog = screen.getByRole('region', { name: 'Blog' });
  expect(await within(blog).findByRole('heading', { name: 'Weekly notes' })).toBeInTheDocument();
  expect(within(blog).getByText('updated').tagName).toBe('B');
  expect(within(blog).getByRole('link', { name: 'here' })).toHaveAttribute('href', '/record-chart');
});

test('without a blog-section block the section says "Section not found."', async () => {
  await openHome();
  expect(await screen.findByText('Section not found.')).toBeInTheDocument();
});

test('the top navigation has four labelled links by default', async () => {
  await openHome();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(4));
  expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Satta Chart', 'Record Chart', 'Time Table', 'Contact']);
});

test('an admin-written navigation block replaces the default links', async () => {
  context.site.siteContent = { 'site-navigation': { Title: 'Menu', Content: '<a href="/about">Who we are</a>' } };
  await openHome();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(await within(nav).findByRole('link', { name: 'Who we are' })).toHaveAttribute('href', '/about');
  expect(within(nav).queryByRole('link', { name: 'Satta Chart' })).toBeNull();
});

test('editable promo and contact text replace the defaults', async () => {
  context.site.siteContent = {
    'promo-text': { Title: 'Fast results', Content: '<p>Every result the minute it is declared.</p>' },
    contact: { Title: 'Contact', Content: '<p>Call <a href="tel:+919800000000">+91 98000 00000</a></p>' },
  };
  await openHome();
  expect(await screen.findByRole('heading', { name: 'Fast results' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '+91 98000 00000' })).toHaveAttribute('href', 'tel:+919800000000');
});

test('the visitor box shows Users and Active, and this page load is tracked with a random session id', async () => {
  trackedSessions.length = 0;
  await openHome();
  const box = screen.getByRole('complementary', { name: 'Visitors' });
  await waitFor(() => expect(box).toHaveTextContent('Users: 120'));
  expect(box).toHaveTextContent('Active: 7');
  await waitFor(() => expect(trackedSessions).toHaveLength(1));
  expect(trackedSessions[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
});

test('visitor failures are only logged, never shown', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    failingRoute('post', apiPaths.visitorTrack, { status: 503, code: 'databaseUnavailable' }),
    failingRoute('get', apiPaths.visitorStats, { status: 503, code: 'databaseUnavailable' }),
  );
  await openHome();
  await waitFor(() => expect(logged).toHaveBeenCalledWith('Visitor stats failed', expect.anything()));
  expect(logged).toHaveBeenCalledWith('Visitor tracking failed', expect.anything());
  expect(screen.queryByRole('alert')).toBeNull();
});

test('the footer carries the year, the site name and "All rights reserved."', async () => {
  await openHome();
  expect(await screen.findByText('© 2026 Test Results. All rights reserved.')).toBeInTheDocument();
  for (const name of ['About', 'Disclaimer', 'Privacy Policy']) {
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
  }
});

test('the page has one top heading naming the site and what it shows', async () => {
  await openHome();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/: today's results$/);
});
