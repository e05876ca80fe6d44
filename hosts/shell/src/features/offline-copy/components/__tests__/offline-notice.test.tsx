import { screen } from '@testing-library/react';
import { OFFLINE_COPY_META } from '@/lib/offline-copy-meta';
import { renderApp } from '@/testing/render-app';
import { setupPublicApi } from '@/testing/setup-public-api';

setupPublicApi();

/** What the service worker adds to a page it serves from its saved copies. */
function markAsOfflineCopy(sentAt: string) {
  const meta = document.createElement('meta');
  meta.name = OFFLINE_COPY_META;
  meta.content = sentAt;
  document.head.append(meta);
}

afterEach(() => document.head.querySelector(`meta[name="${OFFLINE_COPY_META}"]`)?.remove());

test('a page from the network says nothing about being offline', async () => {
  renderApp('/');
  await screen.findAllByText('Kalyan');
  expect(screen.queryByText(/You are offline/)).toBeNull();
});

test("a saved copy says the visitor is offline and the time it was current, in the site's zone", async () => {
  // The clock reads 12:00 PM in Asia/Kolkata (setupPublicApi).
  markAsOfflineCopy('2026-11-22T05:47:00.000Z');
  renderApp('/');
  const notice = await screen.findByText('You are offline. Showing results as of 11:17 AM.');
  expect(notice).toHaveAttribute('role', 'status');
});

test('a copy from an earlier day says its date too', async () => {
  markAsOfflineCopy('2026-11-20T11:47:00.000Z');
  renderApp('/');
  expect(await screen.findByText('You are offline. Showing results as of 20 Nov 2026, 05:17 PM.')).toBeInTheDocument();
});

test('a copy with no known time still says it is a saved copy', async () => {
  markAsOfflineCopy('');
  renderApp('/');
  await screen.findAllByText('Kalyan');
  expect(screen.getByText(/You are offline/)).toHaveTextContent('You are offline. Showing the last saved copy of this page.');
});
