import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildGhadi, buildResult } from '@ghadi/testing';
import { renderApp } from '@/testing/render-app';
import { setupPublicApi } from '@/testing/setup-public-api';

const { context } = setupPublicApi();

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

// One document serves the whole file: start each test blank, so a page that sets nothing is caught.
beforeEach(() => {
  document.title = '';
  document.querySelector('meta[name="description"]')?.remove();
});

test.each([
  ['/', 'Test Results: today\'s results and record chart', 'Yesterday\'s and today\'s result of every ghadi with its result time, and the record chart of the month.'],
  ['/satta-results/kalyan', 'Kalyan Record Chart November 2026', 'Results of Kalyan for every day of November 2026, with the result time.'],
  ['/about', 'About', 'What this site publishes and how.'],
  ['/disclaimer', 'Disclaimer', 'Results are published for information only; we never sell numbers or take bets.'],
  ['/privacy-policy', 'Privacy Policy', 'What we store about visitors: no personal data and no IP addresses.'],
  ['/no-such-page', 'Page not found', 'There is no page at this address. The daily results are on the home page.'],
] as const)('%s has the title "%s" and its own meta description', async (path, title, text) => {
  renderApp(path);
  await waitFor(() => expect(document.title).toBe(title));
  expect(description()).toBe(text);
});

test('the game page\'s title and description follow the month the visitor picks', async () => {
  context.site.gameResults.kalyan = [buildResult(buildGhadi({ NameEn: 'Kalyan' }), '2026-03-09', '33')];
  const user = userEvent.setup();
  renderApp('/satta-results/kalyan');
  await user.selectOptions(await screen.findByLabelText('Month'), 'March');
  await waitFor(() => expect(document.title).toBe('Kalyan Record Chart March 2026'));
  expect(description()).toBe('Results of Kalyan for every day of March 2026, with the result time.');
});
