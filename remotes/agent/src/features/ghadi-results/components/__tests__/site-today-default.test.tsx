import { screen } from '@testing-library/react';
import { buildGhadi } from '@ghadi/testing';
import { fakeBrowserTimeZone } from '@/testing/fake-browser-time-zone';
import { renderDashboard, setupAgentApi } from '@/testing/render-agent-app';

const server = setupAgentApi();
const kalyan = buildGhadi();

beforeEach(() => {
  // Only the clock is faked, so msw and user events keep their real timers.
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] });
  // 00:30 on 2 March in Kolkata; 14:00 on 1 March for a phone set to New York.
  jest.setSystemTime(new Date('2026-03-01T19:00:00Z'));
  fakeBrowserTimeZone('America/New_York');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('the date defaults to today in the site’s zone, not the phone’s', async () => {
  renderDashboard(server, { assigned: [kalyan] });
  const date = await screen.findByLabelText('Date');
  expect(date).toHaveValue('2026-03-02');
  expect(date).toHaveAttribute('max', '2026-03-02');
});

test('a site configured for another zone counts its own today', async () => {
  renderDashboard(server, { assigned: [kalyan], timeZone: 'America/Los_Angeles' });
  await screen.findByLabelText('Date');
  expect(await screen.findByDisplayValue('2026-03-01')).toHaveAttribute('max', '2026-03-01');
});
