import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addDays, apiPaths, changeTags, DEFAULT_SITE_TIME_ZONE, drawDateIn, serverMessages } from '@ghadi/contracts';
import {
  answerOnceAsRecorded,
  buildGhadi,
  buildHoliday,
  FakeEventSource,
  identityOf,
  installFakeEventSource,
  recordedExchanges,
} from '@ghadi/testing';
import { renderDashboard, setupAgentApi } from '@/testing/render-agent-app';
import { formatDrawDate } from '../../utils/draw-date';

const server = setupAgentApi();
installFakeEventSource();

const kalyan = buildGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण' });
const milan = buildGhadi({ NameEn: 'Milan Day', NameHn: 'मिलन डे' });
const today = () => drawDateIn(DEFAULT_SITE_TIME_ZONE);
const notice = (game: string, date: string) => `Holiday: ${game} does not run on ${formatDrawDate(date)}.`;

const resultField = () => screen.getByRole('textbox', { name: 'Result' });
const updateButton = () => screen.getByRole('button', { name: /^(Update|Updating\.\.\.)$/ });

test('on a day the game is off the form says so, and Update stays off however the result is typed', async () => {
  const { user, fake } = renderDashboard(server, { assigned: [kalyan], holidays: [buildHoliday(kalyan, today())] });
  expect(await screen.findByRole('status')).toHaveTextContent(notice('Kalyan', today()));
  await user.type(resultField(), '45{Enter}');
  expect(updateButton()).toBeDisabled();
  expect(updateButton()).toHaveAccessibleDescription(notice('Kalyan', today()));
  expect(fake.results).toEqual([]);
});

test('another game, or another date, that runs takes a result again', async () => {
  const yesterday = addDays(today(), -1);
  const { user } = renderDashboard(server, {
    assigned: [kalyan, milan],
    holidays: [
      buildHoliday(kalyan, today()),
      buildHoliday(milan, yesterday),
    ],
  });
  await screen.findByText(notice('Kalyan', today()));
  await user.type(resultField(), '45');

  await user.selectOptions(screen.getByLabelText('Ghadi'), 'Milan Day (मिलन डे)');
  expect(screen.queryByText(/^Holiday:/)).toBeNull();
  expect(updateButton()).toBeEnabled();

  await user.clear(screen.getByLabelText('Date'));
  await user.type(screen.getByLabelText('Date'), yesterday);
  expect(await screen.findByText(notice('Milan Day', yesterday))).toBeInTheDocument();
  expect(updateButton()).toBeDisabled();
});

test('a day marked off after the form looked is refused by the server, with its message, and then shown', async () => {
  const { user, fake } = renderDashboard(
    server,
    { assigned: [kalyan], holidays: [buildHoliday(kalyan, today())] },
    // The form's first look at the month comes before the admin's marking, which the server then refuses by.
    http.get(`*${apiPaths.holidays}`, () => HttpResponse.json({ success: true, data: [] }), { once: true }),
    answerOnceAsRecorded(recordedExchanges.publishHoliday),
  );
  await screen.findByRole('textbox', { name: 'Result' });
  await user.type(resultField(), '45');
  await user.click(updateButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.holidayNoResult);
  expect(await screen.findByRole('status')).toHaveTextContent(notice('Kalyan', today()));
  expect(updateButton()).toBeDisabled();
  expect(fake.results).toEqual([]);
});

test('a day the admin marks off while the form is open is told at once, through the live stream, before any Update', async () => {
  const { user, fake } = renderDashboard(server, { assigned: [kalyan] });
  await user.type(await screen.findByRole('textbox', { name: 'Result' }), '45');
  expect(updateButton()).toBeEnabled();

  fake.holidays.push(buildHoliday(kalyan, today()));
  FakeEventSource.opened[0]!.push(
    'changed',
    JSON.stringify({ what: 'holiday', ghadi: identityOf(kalyan), date: today(), reads: changeTags.holiday(today(), addDays(today(), -1)) }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent(notice('Kalyan', today()));
  expect(updateButton()).toBeDisabled();
  expect(fake.results).toEqual([]);
});
