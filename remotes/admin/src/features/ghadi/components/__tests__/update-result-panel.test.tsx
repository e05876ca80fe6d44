import { screen, within } from '@testing-library/react';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { failingRoute } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { renderAdmin } from '@/testing/render-admin';

const { server, db } = setupAdminServer();

const TITLE = 'Update Result for Kalyan (कल्याण)';
const panel = () => screen.getByRole('form', { name: TITLE });

async function openPanel() {
  const user = renderAdmin('/admin/ghadi', { advanceTimers: jest.advanceTimersByTime });
  await user.click(within(await screen.findByRole('row', { name: / Kalyan / })).getByRole('button', { name: 'Update Result' }));
  return user;
}

let kalyan: ReturnType<ReturnType<typeof db>['addGhadi']>;
beforeEach(() => {
  // 20:00 UTC on 31 March is already 1 April in India.
  jest.useFakeTimers({ now: new Date('2024-03-31T20:00:00Z'), advanceTimers: true });
  kalyan = db().addGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण' });
});
afterEach(() => jest.useRealTimers());

test('opens titled with both names, the result empty and the date today in the site time zone', async () => {
  await openPanel();
  expect(screen.getByRole('heading', { name: TITLE })).toBeInTheDocument();
  expect(within(panel()).getByLabelText('Result')).toHaveValue('');
  expect(within(panel()).getByLabelText('Date')).toHaveValue('2024-04-01');
  expect(within(panel()).getByLabelText('Result')).toHaveFocus();
});

test('the date follows the time zone the server reports', async () => {
  db().timeZone = 'America/New_York';
  await openPanel();
  expect(await within(panel()).findByDisplayValue('2024-03-31')).toBe(within(panel()).getByLabelText('Date'));
});

test('result text and date are required', async () => {
  const user = await openPanel();
  await user.clear(within(panel()).getByLabelText('Date'));
  await user.click(within(panel()).getByRole('button', { name: 'Submit' }));
  expect(within(panel()).getByLabelText('Result')).toHaveAccessibleDescription('result is required');
  expect(within(panel()).getByLabelText('Date')).toHaveAccessibleDescription('dateTime must be a date in the form YYYY-MM-DD');
  expect(db().requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

test('Submit sends the game id, result and date, closes the panel and says Result updated!', async () => {
  const user = await openPanel();
  await user.type(within(panel()).getByLabelText('Result'), '123-45');
  await user.clear(within(panel()).getByLabelText('Date'));
  await user.type(within(panel()).getByLabelText('Date'), '2024-03-30');
  await user.click(within(panel()).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('status')).toHaveTextContent(/^Result updated!$/);
  expect(screen.queryByRole('form', { name: TITLE })).toBeNull();
  expect(db().requests.find((r) => r.method === 'POST')?.body).toEqual({
    ghadiId: kalyan._id,
    result: '123-45',
    dateTime: '2024-03-30',
  });
});

test('replacing a published result also shows the value it replaced', async () => {
  db().addResult(kalyan, null, { DateTime: '2024-04-01', Result: '111' });
  const user = await openPanel();
  await user.type(within(panel()).getByLabelText('Result'), '222');
  await user.click(within(panel()).getByRole('button', { name: 'Submit' }));
  const status = await screen.findByRole('status');
  expect(within(status).getByText('Result updated!')).toBeInTheDocument();
  expect(status).toHaveTextContent('Previous result: 111');
});

test('a refused update says so with the reason and keeps the panel open', async () => {
  server.use(failingRoute('post', apiPaths.updateResult, { status: 400, code: 'futureDate' }));
  const user = await openPanel();
  await user.type(within(panel()).getByLabelText('Result'), '123');
  await user.click(within(panel()).getByRole('button', { name: 'Submit' }));
  const alert = await within(panel()).findByRole('alert');
  expect(within(alert).getByText('Failed to update result')).toBeInTheDocument();
  expect(alert).toHaveTextContent(serverMessages.futureDate);
  expect(within(panel()).getByLabelText('Result')).toHaveValue('123');
});

test('Cancel closes the panel without sending anything', async () => {
  const user = await openPanel();
  await user.type(within(panel()).getByLabelText('Result'), '123');
  await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('form', { name: TITLE })).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
  expect(db().requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});
