import { screen, within } from '@testing-library/react';
import { buildGhadi, buildResult, recordedExchanges, answerOnceAsRecorded } from '@ghadi/testing';
import type { RequestHandler } from 'msw';
import { renderDashboard, setupAgentApi } from '@/testing/render-agent-app';
import { apiPaths, DEFAULT_SITE_TIME_ZONE, drawDateIn } from '@ghadi/contracts';
import { formatDrawDate } from '../../utils/draw-date';

const server = setupAgentApi();

const kalyan = buildGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण' });
const today = drawDateIn(DEFAULT_SITE_TIME_ZONE);
const shownToday = formatDrawDate(today);

const resultField = () => screen.getByRole('textbox', { name: 'Result' });

async function enter(user: ReturnType<typeof renderDashboard>['user'], result: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Result' }), result);
  await user.click(screen.getByRole('button', { name: 'Update' }));
}

// What the server answers when the agent did not see the published value (recordedExchanges.publish*):
// replayed once each, in order, before the fake takes what is sent.
const { publishAlreadyPublished, publishAlreadyPublished789, publishChangedMeanwhile } = recordedExchanges;

function renderWithPublished(value: string, ...answers: RequestHandler[]) {
  return renderDashboard(server, { assigned: [kalyan], results: [buildResult(kalyan, today, value)] }, ...answers);
}

test('a date that already has a result asks before replacing it, showing both values; Confirm replaces', async () => {
  const { user, fake } = renderWithPublished('45', answerOnceAsRecorded(publishAlreadyPublished));
  expect(await screen.findByRole('cell', { name: '45' })).toBeInTheDocument();
  await enter(user, '78');

  const question = await screen.findByText(`Replace 45 with 78 for ${shownToday}?`);
  expect(fake.results[0]).toMatchObject({ Result: '45' });
  expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Result updated!');
  expect(question).not.toBeInTheDocument();
  expect(fake.results).toMatchObject([{ Result: '78', DateTime: today }]);
  expect(await screen.findByRole('cell', { name: '78' })).toBeInTheDocument();
  expect(within(screen.getByRole('table')).queryByRole('cell', { name: '45' })).not.toBeInTheDocument();
});

test('Cancel leaves the published value alone and keeps the typed one for correction', async () => {
  const { user, fake } = renderWithPublished('45', answerOnceAsRecorded(publishAlreadyPublished));
  await enter(user, '78');
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));

  expect(screen.queryByText(/^Replace 45/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  expect(resultField()).toHaveValue('78');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(fake.results).toMatchObject([{ Result: '45' }]);
});

test('editing the result after the question drops it: the new text needs its own Update', async () => {
  const { user } = renderWithPublished('45', answerOnceAsRecorded(publishAlreadyPublished), answerOnceAsRecorded(publishAlreadyPublished789));
  await enter(user, '78');
  expect(await screen.findByText(`Replace 45 with 78 for ${shownToday}?`)).toBeInTheDocument();
  await user.type(resultField(), '9');
  expect(screen.queryByText(/^Replace 45/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText(`Replace 45 with 789 for ${shownToday}?`)).toBeInTheDocument();
});

test('sending the value already published needs no confirmation', async () => {
  const { user } = renderWithPublished('45');
  await enter(user, '45');
  expect(await screen.findByRole('status')).toHaveTextContent('Result updated!');
  expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
});

test('a value published by someone else while the question is open is asked about again, never replaced unseen', async () => {
  const { user, fake } = renderWithPublished('45', answerOnceAsRecorded(publishAlreadyPublished), answerOnceAsRecorded(publishChangedMeanwhile));
  await enter(user, '78');
  expect(await screen.findByText(`Replace 45 with 78 for ${shownToday}?`)).toBeInTheDocument();

  fake.results.splice(0, 1, buildResult(kalyan, today, '60'));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByText(`Replace 60 with 78 for ${shownToday}?`)).toBeInTheDocument();
  expect(fake.results).toMatchObject([{ Result: '60' }]);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Result updated!');
  expect(fake.results).toMatchObject([{ Result: '78' }]);
});

test('publishing reads nothing first: the server says whether a value would be replaced', async () => {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`));
  const { user } = renderWithPublished('45', answerOnceAsRecorded(publishAlreadyPublished));
  expect(await screen.findByRole('cell', { name: '45' })).toBeInTheDocument();
  const before = requests.length;
  await enter(user, '78');

  expect(await screen.findByText(`Replace 45 with 78 for ${shownToday}?`)).toBeInTheDocument();
  expect(requests.slice(before)).toEqual([`POST ${apiPaths.updateResult}`]);
  // No search of the history by date, on opening or on Update.
  expect(requests.filter((request) => /search=[^&]/.test(request))).toEqual([]);
  server.events.removeAllListeners();
});
