import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { apiPaths, PUBLIC_READ_FRESH_MS, publicApiPaths, serverMessages } from '@ghadi/contracts';
import { answerOnceAsRecorded, recordedExchanges } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { answerConfirm, renderAdmin } from '@/testing/render-admin';

const { server, db } = setupAdminServer();

const holidays = () => screen.getByRole('region', { name: 'Holidays' });
const field = (label: string) => within(holidays()).getByLabelText(label);
const markButton = () => within(holidays()).getByRole('button', { name: /^(Mark holiday|Marking\.\.\.)$/ });
const removeButton = (date: string) => within(holidays()).getByRole('button', { name: new RegExp(`^(Remove|Removing\\.\\.\\.) holiday on ${date}$`) });
const shownDates = () => within(holidays()).queryAllByRole('listitem').map((item) => item.firstChild?.textContent);

/** A route answer held until `release()`, then handed to the fake: to see the screen while the server works. */
function holdRoute(method: 'put' | 'delete') {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http[method](`*${apiPaths.holiday.route}`, () => held.then(() => undefined)));
  return () => release();
}

async function openHolidays() {
  const user = renderAdmin('/admin/ghadi', { advanceTimers: jest.advanceTimersByTime });
  await screen.findByRole('region', { name: 'Holidays' });
  return user;
}

let kalyan: ReturnType<ReturnType<typeof db>['addGhadi']>;
let milan: typeof kalyan;
beforeEach(() => {
  // 20:00 UTC on 31 March is already 1 April in India, the site's zone.
  jest.useFakeTimers({ now: new Date('2024-03-31T20:00:00Z'), advanceTimers: true });
  kalyan = db().addGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण', OrderId: 1 });
  milan = db().addGhadi({ NameEn: 'Milan', NameHn: 'मिलन', OrderId: 2 });
});
afterEach(() => jest.useRealTimers());

test('opens on the first game, today and this month in the site zone, listing only that game’s days off', async () => {
  db().addHoliday(kalyan, '2024-04-05');
  db().addHoliday(milan, '2024-04-07');
  db().addHoliday(kalyan, '2024-03-30');
  await openHolidays();
  expect(field('Ghadi')).toHaveDisplayValue('Kalyan (कल्याण)');
  expect(field('Holiday date')).toHaveValue('2024-04-01');
  expect(field('Month')).toHaveDisplayValue('April');
  expect(field('Year')).toHaveDisplayValue('2024');
  expect(await within(holidays()).findByRole('list', { name: 'Holidays of Kalyan in April 2024' })).toBeInTheDocument();
  expect(shownDates()).toEqual(['2024-04-05']);
});

test('another game or month shows its own days off, or says there are none', async () => {
  db().addHoliday(milan, '2024-04-07');
  db().addHoliday(kalyan, '2024-03-30');
  const user = await openHolidays();
  expect(await within(holidays()).findByText('No holidays in this month.')).toBeInTheDocument();
  await user.selectOptions(field('Ghadi'), 'Milan (मिलन)');
  expect(await within(holidays()).findByRole('list', { name: 'Holidays of Milan in April 2024' })).toBeInTheDocument();
  expect(shownDates()).toEqual(['2024-04-07']);
  await user.selectOptions(field('Ghadi'), 'Kalyan (कल्याण)');
  await user.selectOptions(field('Month'), 'March');
  expect(await within(holidays()).findByRole('list', { name: 'Holidays of Kalyan in March 2024' })).toBeInTheDocument();
  expect(shownDates()).toEqual(['2024-03-30']);
});

test('a month shown again while its read is fresh is not read again, as on the public pages; later it is', async () => {
  const monthsRead: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === publicApiPaths.holidays) monthsRead.push(url.searchParams.get('month') ?? '');
  });
  db().addHoliday(kalyan, '2024-03-30');
  const user = await openHolidays();
  await within(holidays()).findByText('No holidays in this month.');
  await user.selectOptions(field('Month'), 'March');
  await within(holidays()).findByRole('list', { name: /March 2024/ });
  await user.selectOptions(field('Month'), 'April');
  await within(holidays()).findByText('No holidays in this month.');
  expect(monthsRead).toEqual(['4', '3']);
  jest.advanceTimersByTime(PUBLIC_READ_FRESH_MS);
  await user.selectOptions(field('Month'), 'March');
  await within(holidays()).findByRole('list', { name: /March 2024/ });
  expect(monthsRead).toEqual(['4', '3', '3']);
  server.events.removeAllListeners();
});

test('marking asks first, reads Marking... while saving, then shows the server’s message and the new day', async () => {
  const confirm = answerConfirm(true);
  const user = await openHolidays();
  await within(holidays()).findByText('No holidays in this month.');
  const release = holdRoute('put');
  await user.click(markButton());
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to mark Kalyan as a holiday on 2024-04-01?');
  expect(markButton()).toHaveTextContent('Marking...');
  expect(markButton()).toBeDisabled();
  release();
  const status = await within(holidays()).findByRole('status');
  expect(status).toHaveTextContent(serverMessages.holidayMarked);
  expect(status).toHaveTextContent('Kalyan (कल्याण) does not run on 2024-04-01.');
  expect(await within(holidays()).findByRole('listitem')).toHaveTextContent('2024-04-01');
  expect(markButton()).toHaveTextContent('Mark holiday');
  expect(db().holidays).toMatchObject([{ GID: kalyan.GID, DateTime: '2024-04-01' }]);
  expect(db().requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([apiPaths.holiday.url(kalyan.id, '2024-04-01')]);
});

test('declining the confirmation marks nothing', async () => {
  const confirm = answerConfirm(false);
  const user = await openHolidays();
  await within(holidays()).findByText('No holidays in this month.');
  await user.click(markButton());
  expect(confirm).toHaveBeenCalledTimes(1);
  expect(db().requests.filter((r) => r.method === 'PUT')).toEqual([]);
  expect(within(holidays()).queryByRole('status')).toBeNull();
  expect(within(holidays()).getByText('No holidays in this month.')).toBeInTheDocument();
});

test('a day marked in another month moves the list to that month', async () => {
  answerConfirm(true);
  const user = await openHolidays();
  await user.clear(field('Holiday date'));
  await user.type(field('Holiday date'), '2024-06-15');
  await user.click(markButton());
  expect(await within(holidays()).findByRole('list', { name: 'Holidays of Kalyan in June 2024' })).toBeInTheDocument();
  expect(shownDates()).toEqual(['2024-06-15']);
});

test('a date that is not one is refused at the field and nothing is sent', async () => {
  const confirm = answerConfirm(true);
  const user = await openHolidays();
  await user.clear(field('Holiday date'));
  await user.click(markButton());
  expect(field('Holiday date')).toHaveAccessibleDescription('date must be a real calendar date in the form YYYY-MM-DD');
  expect(confirm).not.toHaveBeenCalled();
  expect(db().requests.filter((r) => r.method === 'PUT')).toEqual([]);
});

test('a day that already has a result is refused with the server’s reason', async () => {
  db().addResult(kalyan, null, { DateTime: '2024-04-01' });
  server.use(answerOnceAsRecorded(recordedExchanges.adminHolidayHasResult));
  answerConfirm(true);
  const user = await openHolidays();
  await user.click(markButton());
  const alert = await within(holidays()).findByRole('alert');
  expect(within(alert).getByText('Failed to mark holiday')).toBeInTheDocument();
  expect(alert).toHaveTextContent(serverMessages.holidayHasResult);
  expect(db().holidays).toEqual([]);
  expect(markButton()).toBeEnabled();
});

test('Remove asks first; declined keeps the day, confirmed reads Removing... and then removes it', async () => {
  db().addHoliday(kalyan, '2024-04-05');
  const confirm = answerConfirm(false);
  const user = await openHolidays();
  await user.click(await within(holidays()).findByRole('button', { name: 'Remove holiday on 2024-04-05' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to remove the holiday of Kalyan on 2024-04-05?');
  expect(db().requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  expect(shownDates()).toEqual(['2024-04-05']);

  confirm.mockReturnValue(true);
  const release = holdRoute('delete');
  await user.click(removeButton('2024-04-05'));
  expect(removeButton('2024-04-05')).toHaveTextContent('Removing...');
  expect(removeButton('2024-04-05')).toBeDisabled();
  release();
  const status = await within(holidays()).findByRole('status');
  expect(status).toHaveTextContent(serverMessages.holidayRemoved);
  expect(status).toHaveTextContent('Kalyan (कल्याण) runs on 2024-04-05 again.');
  expect(await within(holidays()).findByText('No holidays in this month.')).toBeInTheDocument();
  expect(db().holidays).toEqual([]);
});

test('a refused removal shows the server’s reason, and the list catches up', async () => {
  db().addHoliday(kalyan, '2024-04-05');
  answerConfirm(true);
  const user = await openHolidays();
  const remove = await within(holidays()).findByRole('button', { name: 'Remove holiday on 2024-04-05' });
  // Someone else removed it meanwhile.
  db().holidays = [];
  await user.click(remove);
  const alert = await within(holidays()).findByRole('alert');
  expect(within(alert).getByText('Failed to remove holiday')).toBeInTheDocument();
  expect(alert).toHaveTextContent(serverMessages.holidayNotFound);
  expect(await within(holidays()).findByText('No holidays in this month.')).toBeInTheDocument();
});
