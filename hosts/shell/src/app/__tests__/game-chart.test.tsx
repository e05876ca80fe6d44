import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@ghadi/contracts';
import { buildGhadi, buildResult, failingRoute } from '@ghadi/testing';
import { renderApp } from '@/testing/render-app';
import { setupPublicApi } from '@/testing/setup-public-api';

const { server, context } = setupPublicApi();

test('the chart of the site\'s current month: title, Day 01-31 and --- when empty', async () => {
  renderApp('/satta-results/kalyan');
  expect(await screen.findByRole('link', { name: 'Back to Chart' })).toHaveAttribute('href', '/');
  expect(await screen.findByRole('heading', { name: 'Kalyan Record Chart November 2026' })).toBeInTheDocument();
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(31);
  expect(rows[4]).toHaveTextContent('0545');
  expect(rows[20]).toHaveTextContent('2178');
  expect(rows[0]).toHaveTextContent('01---');
});

test('shows Loading... while the month is on its way', async () => {
  renderApp('/satta-results/kalyan');
  expect(await screen.findByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('table');
});

test('month and year selects load that month; years are this one and the four before', async () => {
  const kalyan = buildGhadi({ NameEn: 'Kalyan' });
  context.site.gameResults.kalyan = [buildResult(kalyan, '2024-03-09', '33')];
  const user = userEvent.setup();
  renderApp('/satta-results/kalyan');
  const year = await screen.findByLabelText('Year');
  expect(within(year).getAllByRole('option').map((option) => option.textContent)).toEqual(['2026', '2025', '2024', '2023', '2022']);
  expect(within(screen.getByLabelText('Month')).getAllByRole('option')).toHaveLength(12);
  await user.selectOptions(year, '2024');
  await user.selectOptions(screen.getByLabelText('Month'), 'March');
  expect(await screen.findByRole('heading', { name: 'Kalyan Record Chart March 2024' })).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getAllByRole('row')[9]).toHaveTextContent('0933');
});

test('an unknown game (404) shows "No data available for {name}" with Back to Home', async () => {
  renderApp('/satta-results/nowhere');
  expect(await screen.findByText('No data available for nowhere')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('an unknown game\'s pages link to nothing of that game: no month picker, no other months or years', async () => {
  for (const path of ['/satta-results/nowhere', '/satta-results/nowhere/2026/10', '/satta-results/nowhere/2025']) {
    const { unmount } = renderApp(path);
    await screen.findByText('No data available for nowhere');
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));

    expect({ path, links: links.filter((href) => href?.includes('nowhere')) }).toEqual({ path, links: [] });
    expect(screen.queryByLabelText('Month')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Chart archive' })).not.toBeInTheDocument();
    unmount();
  }
});

test('a month without results shows "No data available for {name}"', async () => {
  renderApp('/satta-results/milan%20day');
  expect(await screen.findByText('No data available for milan day')).toBeInTheDocument();
});

test('another server status shows "Server error: {status}" with Retry', async () => {
  server.use(failingRoute('get', apiPaths.gameResults.route, { status: 500, code: 'internal' }));
  renderApp('/satta-results/kalyan');
  expect(await screen.findByText('Server error: 500')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('no response shows the network message with Retry', async () => {
  server.use(http.get(`*${apiPaths.gameResults.route}`, () => HttpResponse.error()));
  renderApp('/satta-results/kalyan');
  expect(await screen.findByText('Network error - please check your connection')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('an answer that is not a result list shows "An unexpected error occurred."', async () => {
  server.use(http.get(`*${apiPaths.gameResults.route}`, () => HttpResponse.json({ success: true, data: 'nonsense' })));
  renderApp('/satta-results/kalyan');
  expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
});
