import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type ChannelSummary } from '@ghadi/contracts';
import { chooseBackOfficeLanguage } from '@ghadi/i18n';
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

type Chat = ChannelSummary['chats'][number];
const english: Chat = { chat: '@ghadi_results', language: 'en', setting: 'TELEGRAM_CHAT_ID', problem: null };
const hindi: Chat = { chat: '@ghadi_hindi', language: 'hi', setting: 'TELEGRAM_CHAT_ID_HI', problem: null };

test('says where results are posted and lists the last posts with what became of each', async () => {
  db().channelSummary = {
    status: 'working',
    chat: '@ghadi_results',
    problem: null,
    chats: [english],
    posts: [
      post({ id: '4', game: 'Desawar', kind: 'holiday', queuedAt: '2026-11-24T12:30:00Z', outcome: null }),
      post({ id: '3', game: 'Kalyan', kind: 'corrected', result: '45', previousResult: '42', queuedAt: '2026-11-24T12:10:00Z', outcome: 'edited' }),
      post({ id: '2', game: 'Kalyan', kind: 'declared', result: '42', queuedAt: '2026-11-24T11:47:00Z', outcome: 'sent' }),
      post({ id: '1', game: 'Milan', kind: 'declared', result: '07', queuedAt: '2026-11-24T11:40:00Z', outcome: 'skipped' }),
    ],
  };
  renderAdmin('/admin/dashboard');
  const channel = await panel();
  expect(await channel.findByText('English channel: Each declared result is posted to @ghadi_results; a correction edits its post.')).toBeInTheDocument();
  expect(rowsOf(channel.getByRole('table', { name: 'Last posts' }))).toEqual([
    ['Desawar', 'English', '24 Nov 2026', 'Holiday', '24 Nov 2026, 06:00 PM', 'Posting'],
    ['Kalyan', 'English', '24 Nov 2026', '45 (was 42)', '24 Nov 2026, 05:40 PM', 'Post edited'],
    ['Kalyan', 'English', '24 Nov 2026', '42', '24 Nov 2026, 05:17 PM', 'Posted'],
    ['Milan', 'English', '24 Nov 2026', '07', '24 Nov 2026, 05:10 PM', 'Not posted: a newer change was posted instead'],
  ]);
  expect(channel.queryByRole('alert')).toBeNull();
});

test('names the setting to mend when Telegram refuses the token, with its answer', async () => {
  const detail = 'Telegram answered 401: Unauthorized';
  db().channelSummary = {
    status: 'failing',
    chat: '-1001234567890',
    problem: { failure: 'token', detail },
    chats: [{ chat: '-1001234567890', language: 'en', setting: 'TELEGRAM_CHAT_ID', problem: { failure: 'token', detail } }],
    posts: [post({ id: '1', game: 'Kalyan', kind: 'declared', result: '42', queuedAt: '2026-11-24T11:47:00Z', outcome: 'failed', failure: 'token', detail })],
  };
  renderAdmin('/admin/dashboard');
  const channel = await panel();
  expect(await channel.findByRole('alert')).toHaveTextContent(
    `English channel: Posting fails: Telegram refuses the bot token. Check TELEGRAM_BOT_TOKEN. Telegram's answer: ${detail}`,
  );
  expect(rowsOf(channel.getByRole('table', { name: 'Last posts' }))).toEqual([['Kalyan', 'English', '24 Nov 2026', '42', '24 Nov 2026, 05:17 PM', 'Failed']]);
});

/** Both chats configured, the Hindi one unknown to Telegram: what the server answers for them (its own test checks it). */
const bothChatsHindiFailing = (): ChannelSummary => {
  const detail = 'Telegram answered 400: Bad Request: chat not found';
  return {
    status: 'failing',
    chat: '@ghadi_results',
    problem: { failure: 'chat', detail },
    chats: [english, { ...hindi, problem: { failure: 'chat', detail } }],
    posts: [
      post({ id: '2', game: 'Kalyan', language: 'hi', kind: 'declared', result: '42', queuedAt: '2026-11-24T11:47:00Z', outcome: 'failed', failure: 'chat', detail }),
      post({ id: '1', game: 'Kalyan', language: 'en', kind: 'declared', result: '42', queuedAt: '2026-11-24T11:47:00Z', outcome: 'sent' }),
    ],
  };
};

test('shows each chat in its language, names the setting of the one that fails, and which language each post went in', async () => {
  db().channelSummary = bothChatsHindiFailing();
  renderAdmin('/admin/dashboard');
  const channel = await panel();
  expect(await channel.findByText('English channel: Each declared result is posted to @ghadi_results; a correction edits its post.')).toBeInTheDocument();
  expect(channel.getByRole('alert')).toHaveTextContent(
    "Hindi channel: Posting fails: Telegram does not know the chat @ghadi_hindi. Check TELEGRAM_CHAT_ID_HI. Telegram's answer: Telegram answered 400: Bad Request: chat not found",
  );
  expect(rowsOf(channel.getByRole('table', { name: 'Last posts' }))).toEqual([
    ['Kalyan', 'Hindi', '24 Nov 2026', '42', '24 Nov 2026, 05:17 PM', 'Failed'],
    ['Kalyan', 'English', '24 Nov 2026', '42', '24 Nov 2026, 05:17 PM', 'Posted'],
  ]);
});

test('names the chats and the posts\' languages in Hindi on the Hindi back office', async () => {
  chooseBackOfficeLanguage('hi');
  try {
    db().channelSummary = bothChatsHindiFailing();
    renderAdmin('/admin/dashboard');
    const channel = within(await screen.findByRole('region', { name: 'टेलीग्राम चैनल' }));
    expect(await channel.findByText('अंग्रेज़ी चैनल: हर घोषित रिजल्ट @ghadi_results पर पोस्ट होता है; सुधार उसी पोस्ट को बदलता है।')).toBeInTheDocument();
    expect(channel.getByRole('alert')).toHaveTextContent('हिंदी चैनल: पोस्ट नहीं हो रहा: टेलीग्राम चैट @ghadi_hindi को नहीं जानता। TELEGRAM_CHAT_ID_HI जाँचें।');
    expect(rowsOf(channel.getByRole('table', { name: 'पिछली पोस्ट' })).map((row) => row.slice(0, 2))).toEqual([
      ['Kalyan', 'हिंदी'],
      ['Kalyan', 'अंग्रेज़ी'],
    ]);
  } finally {
    act(() => chooseBackOfficeLanguage('en'));
  }
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
  db().channelSummary = { status: 'working', chat: '@ghadi_results', problem: null, chats: [english], posts: [] };
  await userEvent.click(channel.getByRole('button', { name: 'Retry' }));
  expect(await channel.findByText('Nothing has been posted yet.')).toBeInTheDocument();
  expect(channel.queryByRole('alert')).toBeNull();
});
