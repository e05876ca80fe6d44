import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type ChannelSummary } from '@ghadi/contracts';
import { failingRoute } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { renderAdmin } from '@/testing/render-admin';

const { server, db } = setupAdminServer();

const panel = async () => within(await screen.findByRole('region', { name: 'Telegram channel' }));

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

type Post = ChannelSummary['posts'][number];
const post = (fields: Partial<Post> & Pick<Post, 'id' | 'game' | 'kind' | 'queuedAt' | 'outcome'>): Post => ({
  language: 'en',
  drawDate: '2026-11-24',
  result: null,
  previousResult: null,
  finishedAt: fields.outcome === null ? null : fields.queuedAt,
  failure: null,
  detail: null,
  ...fields,
});

test('says where results are posted and lists the last posts with what became of each', async () => {
  db().channelSummary = {
    status: 'working',
    chat: '@ghadi_results',
    problem: null,
    posts: [
      post({ id: '4', game: 'Desawar', kind: 'holiday', queuedAt: '2026-11-24T12:30:00Z', outcome: null }),
      post({ id: '3', game: 'Kalyan', kind: 'corrected', result: '45', previousResult: '42', queuedAt: '2026-11-24T12:10:00Z', outcome: 'edited' }),
      post({ id: '2', game: 'Kalyan', kind: 'declared', result: '42', queuedAt: '2026-11-24T11:47:00Z', outcome: 'sent' }),
      post({ id: '1', game: 'Milan', kind: 'declared', result: '07', queuedAt: '2026-11-24T11:40:00Z', outcome: 'skipped' }),
    ],
  };
  renderAdmin('/admin/dashboard');
  const channel = await panel();
  expect(await channel.findByText('Each declared result is posted to @ghadi_results; a correction edits its post.')).toBeInTheDocument();
  expect(rowsOf(channel.getByRole('table', { name: 'Last posts' }))).toEqual([
    ['Desawar', '24 Nov 2026', 'Holiday', '24 Nov 2026, 06:00 PM', 'Posting'],
    ['Kalyan', '24 Nov 2026', '45 (was 42)', '24 Nov 2026, 05:40 PM', 'Post edited'],
    ['Kalyan', '24 Nov 2026', '42', '24 Nov 2026, 05:17 PM', 'Posted'],
    ['Milan', '24 Nov 2026', '07', '24 Nov 2026, 05:10 PM', 'Not posted: a newer change was posted instead'],
  ]);
  expect(channel.queryByRole('alert')).toBeNull();
});

test('names the setting to mend when Telegram refuses the token, with its answer', async () => {
  const detail = 'Telegram answered 401: Unauthorized';
  db().channelSummary = {
    status: 'failing',
    chat: '-1001234567890',
    problem: { failure: 'token', detail },
    posts: [post({ id: '1', game: 'Kalyan', kind: 'declared', result: '42', queuedAt: '2026-11-24T11:47:00Z', outcome: 'failed', failure: 'token', detail })],
  };
  renderAdmin('/admin/dashboard');
  const channel = await panel();
  expect(await channel.findByRole('alert')).toHaveTextContent(
    `Posting fails: Telegram refuses the bot token. Check TELEGRAM_BOT_TOKEN. Telegram's answer: ${detail}`,
  );
  expect(rowsOf(channel.getByRole('table', { name: 'Last posts' }))).toEqual([['Kalyan', '24 Nov 2026', '42', '24 Nov 2026, 05:17 PM', 'Failed']]);
});

test('says how to turn posting on when it is off', async () => {
  renderAdmin('/admin/dashboard');
  const channel = await panel();
  expect(await channel.findByText(/Posting to Telegram is off/)).toHaveTextContent(
    'Posting to Telegram is off. Set TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID to post each result to a channel.',
  );
  expect(channel.queryByRole('table')).toBeNull();
});

test('a failed read says so and Retry reads again', async () => {
  server.use(failingRoute('get', apiPaths.adminChannel));
  renderAdmin('/admin/dashboard');
  const channel = await panel();
  expect(await channel.findByRole('alert')).toHaveTextContent("Failed to load the channel's posts.");

  server.resetHandlers();
  db().channelSummary = { status: 'working', chat: '@ghadi_results', problem: null, posts: [] };
  await userEvent.click(channel.getByRole('button', { name: 'Retry' }));
  expect(await channel.findByText('Nothing has been posted yet.')).toBeInTheDocument();
  expect(channel.queryByRole('alert')).toBeNull();
});
