import { screen, within } from '@testing-library/react';
import { apiPaths } from '@ghadi/contracts';
import { buildHoliday } from '@ghadi/testing';
import { renderApp } from '@/testing/render-app';
import { setupPublicApi } from '@/testing/setup-public-api';

// Kalyan has 45 on 05 and 78 on 21 November 2026; the site's today is 22 November.
const { context } = setupPublicApi();

const rowOfDay = (table: HTMLElement, day: number) => within(table).getAllByRole('row')[day]!;

beforeEach(() => {
  const [kalyan, milan] = context.site.games;
  context.site.holidays = [
    buildHoliday(kalyan!, '2026-11-10'),
    buildHoliday(milan!, '2026-11-11'),
  ];
});

test('the record chart marks a holiday with H, named Holiday, explains it, and offers the month as files', async () => {
  renderApp('/record-chart/2026/11');
  const chart = await screen.findByRole('table');
  expect(await within(rowOfDay(chart, 10)).findByRole('cell', { name: 'Holiday' })).toHaveTextContent(/^H/);
  expect(within(rowOfDay(chart, 11)).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['---', 'HHoliday']);
  expect(within(rowOfDay(chart, 12)).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['---', '---']);
  expect(screen.getByText('H: holiday, the game did not run that day.')).toBeInTheDocument();

  const downloads = screen.getByRole('navigation', { name: 'Downloads' });
  expect(within(downloads).getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', apiPaths.monthDownload.url(2026, 11, 'csv'));
  expect(within(downloads).getByRole('link', { name: 'Download JSON' })).toHaveAttribute('href', apiPaths.monthDownload.url(2026, 11, 'json'));
  expect(within(downloads).getByRole('link', { name: 'Download CSV' })).toHaveAttribute('download');
});

test('a chart with no holidays has no marks and no legend', async () => {
  context.site.holidays = [];
  renderApp('/record-chart/2026/11');
  const chart = await screen.findByRole('table');
  expect(within(chart).queryByText('Holiday')).toBeNull();
  expect(screen.queryByText(/^H: holiday/)).toBeNull();
});

test('the game’s month marks its corrected results and its holidays, and lists each correction with when it was made', async () => {
  context.site.corrections = {
    kalyan: [
      { DateTime: '2026-11-21', From: '87', To: '78', ChangedAt: '2026-11-21T12:10:00Z' },
      { DateTime: '2026-10-30', From: '11', To: '12', ChangedAt: '2026-10-30T12:10:00Z' },
    ],
  };
  renderApp('/satta-results/kalyan');
  const table = await screen.findByRole('table');
  const corrections = await screen.findByRole('region', { name: 'Corrections' });

  expect(within(rowOfDay(table, 21)).getByRole('cell')).toHaveAccessibleName('78 (corrected)');
  expect(within(rowOfDay(table, 21)).getByRole('cell')).toHaveTextContent(/^78\*/);
  expect(within(rowOfDay(table, 5)).getByRole('cell')).toHaveTextContent(/^45$/);
  expect(within(rowOfDay(table, 10)).getByRole('cell')).toHaveAccessibleName('Holiday');
  // Another game's holiday is not this one's.
  expect(within(rowOfDay(table, 11)).getByRole('cell')).toHaveTextContent(/^---$/);

  const items = within(corrections).getAllByRole('listitem');
  expect(items).toHaveLength(1);
  expect(items[0]).toHaveTextContent('21 Nov 2026: 87 → changed to 78, corrected 21 Nov 2026, 05:40 PM');
  expect(screen.getByText('*: the result was corrected after it was published (see Corrections).')).toBeInTheDocument();
});

test('a month without corrections has no Corrections list; the game’s year is offered as files', async () => {
  renderApp('/satta-results/kalyan');
  await screen.findByRole('table');
  expect(screen.queryByRole('region', { name: 'Corrections' })).toBeNull();
  const downloads = screen.getByRole('navigation', { name: 'Downloads of 2026' });
  expect(within(downloads).getByRole('link', { name: 'Download 2026 CSV' })).toHaveAttribute('href', apiPaths.gameYearDownload.url('kalyan', 2026, 'csv'));
  expect(within(downloads).getByRole('link', { name: 'Download 2026 JSON' })).toHaveAttribute('href', apiPaths.gameYearDownload.url('kalyan', 2026, 'json'));
});

test('the game’s year marks its holidays and offers the year as files', async () => {
  renderApp('/satta-results/kalyan/2026');
  const table = await screen.findByRole('table');
  const novemberTenth = within(rowOfDay(table, 10)).getAllByRole('cell')[10]!;
  expect(await within(novemberTenth).findByText('Holiday')).toBeInTheDocument();
  expect(within(rowOfDay(table, 11)).getAllByRole('cell')[10]).toHaveTextContent(/^---$/);
  const downloads = screen.getByRole('navigation', { name: 'Downloads' });
  expect(within(downloads).getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', apiPaths.gameYearDownload.url('kalyan', 2026, 'csv'));
  expect(within(downloads).getByRole('link', { name: 'Download JSON' })).toHaveAttribute('href', apiPaths.gameYearDownload.url('kalyan', 2026, 'json'));
});
