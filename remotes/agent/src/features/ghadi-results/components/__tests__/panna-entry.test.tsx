import { screen } from '@testing-library/react';
import { buildGhadi, buildResult } from '@ghadi/testing';
import { apiPaths, DEFAULT_SITE_TIME_ZONE, drawDateIn } from '@ghadi/contracts';
import { renderDashboard, setupAgentApi } from '@/testing/render-agent-app';

const server = setupAgentApi();

const market = buildGhadi({ NameEn: 'Kalyan Night', NameHn: 'कल्याण नाइट', RTime: '09:30 PM', Kind: 'matka', CloseTime: '12:05 AM', MarketDays: 'mon-sat' });
const today = () => drawDateIn(DEFAULT_SITE_TIME_ZONE);
const updateButton = () => screen.getByRole('button', { name: /^(Update|Updating\.\.\.)$/ });

test('a market takes the open panna alone, shows the line, then the close panna continuing it', async () => {
  const { user, fake } = renderDashboard(server, { assigned: [market] });
  const sent: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === apiPaths.updateResult) void request.clone().json().then((body) => sent.push(body));
  });
  const open = await screen.findByRole('textbox', { name: 'Open panna' });
  expect(open).toHaveFocus();
  expect(open).toHaveAttribute('inputmode', 'numeric');
  expect(updateButton()).toBeDisabled();

  await user.type(open, '123');
  expect(open).toHaveAccessibleDescription('Will publish: 123-6');
  await user.click(updateButton());
  const close = await screen.findByRole('textbox', { name: 'Close panna' });
  expect(fake.results).toEqual([expect.objectContaining({ Result: '123-6', DateTime: today() })]);
  expect(close).toHaveAccessibleDescription('Published: 123-6');

  await user.type(close, '459');
  expect(close).toHaveAccessibleDescription('Published: 123-6 Will publish: 123-68-459');
  await user.click(updateButton());
  expect(await screen.findByText('Published: 123-68-459')).toBeInTheDocument();
  expect(fake.results).toEqual([expect.objectContaining({ Result: '123-68-459', DateTime: today() })]);
  // Each continues what the screen showed published, which the server replaces without asking.
  expect(sent).toEqual([
    { ghadiId: market._id, result: '123-6', dateTime: today(), replaces: null },
    { ghadiId: market._id, result: '123-68-459', dateTime: today(), replaces: '123-6' },
  ]);
  server.events.removeAllListeners();
});

test('three digits that are no panna are named so, and nothing can be sent', async () => {
  const { user } = renderDashboard(server, { assigned: [market] });
  const open = await screen.findByRole('textbox', { name: 'Open panna' });
  await user.type(open, '321');
  expect(open).toBeInvalid();
  expect(open).toHaveAccessibleDescription(
    'Open panna must be a panna: three digits in ascending order, 0 counting after 9 (such as 120, 550 or 000)',
  );
  expect(updateButton()).toBeDisabled();
});

test('a date whose open is published asks for the close panna', async () => {
  renderDashboard(server, { assigned: [market], results: [buildResult(market, today(), '370-0')] });
  const close = await screen.findByRole('textbox', { name: 'Close panna' });
  expect(close).toHaveAccessibleDescription('Published: 370-0');
});
