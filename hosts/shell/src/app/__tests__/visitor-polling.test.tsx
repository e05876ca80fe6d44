import { act, screen, waitFor } from '@testing-library/react';
import { trackedSessions } from '@ghadi/testing';
import { renderApp } from '@/testing/render-app';
import { FIXED_NOW, setupPublicApi } from '@/testing/setup-public-api';

const { context } = setupPublicApi();

// The intervals are what is under test, so here they run on jest's clock; msw and promises keep theirs.
beforeEach(() => {
  jest.useFakeTimers({ now: FIXED_NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  trackedSessions.length = 0;
});

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function openHomeAndSettle() {
  renderApp('/');
  const box = screen.getByRole('complementary', { name: 'Visitors' });
  await waitFor(() => expect(box).toHaveTextContent('Users: 120'));
  await waitFor(() => expect(trackedSessions).toHaveLength(1));
  return box;
}

test('an open page tracks itself again once a minute, with the same session id', async () => {
  await openHomeAndSettle();
  await advance(59_000);
  expect(trackedSessions).toHaveLength(1);
  await advance(1_000);
  await waitFor(() => expect(trackedSessions).toHaveLength(2));
  await advance(60_000);
  await waitFor(() => expect(trackedSessions).toHaveLength(3));
  expect(new Set(trackedSessions).size).toBe(1);
});

test('the visitor box asks for new counts every 15 seconds', async () => {
  const box = await openHomeAndSettle();
  context.site.stats = { totalUsers: 121, activeUsers: 8 };
  await advance(14_000);
  expect(box).toHaveTextContent('Users: 120');
  await advance(1_000);
  await waitFor(() => expect(box).toHaveTextContent('Users: 121'));
  expect(box).toHaveTextContent('Active: 8');
});
