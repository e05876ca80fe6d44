import { screen, within } from '@testing-library/react';
import { buildGhadi, buildResult } from '@ghadi/testing';
import { renderApp } from '@/testing/render-app';
import { setupPublicApi } from '@/testing/setup-public-api';

const { context } = setupPublicApi();

// A game stored without a result time (older or imported rows) comes as RTime null; the page still loads.
test('games without a result time show --:-- in every section, and no section fails', async () => {
  const bazar = buildGhadi({ NameEn: 'Old Bazar', NameHn: 'पुराना बाज़ार', RTime: null, OrderId: 1 });
  const night = buildGhadi({ NameEn: 'Night Star', NameHn: 'नाइट स्टार', RTime: null, OrderId: 2 });
  context.site.games = [
    { ...bazar, YesterdayResult: '45', TodayResult: '67' },
    { ...night, YesterdayResult: null, TodayResult: null },
  ];
  context.site.monthResults = [buildResult(bazar, '2026-11-05', '12')];

  renderApp('/');

  const cards = within(screen.getByRole('region', { name: 'SATTA CHART' }));
  expect(await cards.findByText('Old Bazar')).toBeInTheDocument();
  expect(cards.getAllByRole('listitem').map((card) => card.querySelector('.game-time')?.textContent)).toEqual(['--:--', '--:--']);
  expect(cards.getAllByRole('listitem')[0]).toHaveTextContent(/Yesterday.*45.*Today.*67/);
  const times = within(screen.getByRole('region', { name: 'Time Table' })).getByRole('table');
  for (const name of [/Old Bazar/, /Night Star/]) {
    expect(within(times).getByRole('rowheader', { name }).closest('tr')).toHaveTextContent('--:--');
  }
  const chart = await within(screen.getByRole('region', { name: 'Record Chart' })).findByRole('table');
  expect(within(chart).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Old Bazar', 'Night Star']);
  expect(screen.queryByText('The results could not be loaded.')).toBeNull();
});
