import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { appTextsOf, chooseBackOfficeLanguage } from '@ghadi/i18n';
import { buildGhadi, failingRoute } from '@ghadi/testing';
import { renderDashboard, setupAgentApi } from '@/testing/render-agent-app';
import { apiPaths, DEFAULT_SITE_TIME_ZONE, drawDateIn, serverMessages } from '@ghadi/contracts';
import { formatDrawDate } from '../../utils/draw-date';
import { agentI18n, type TextId } from '@/lib/texts';

const server = setupAgentApi();

const kalyan = buildGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण' });
const milan = buildGhadi({ NameEn: 'Milan Day', NameHn: 'मिलन डे' });
const today = () => drawDateIn(DEFAULT_SITE_TIME_ZONE);

const resultField = () => screen.getByRole('textbox', { name: 'Result' });
const updateButton = () => screen.getByRole('button', { name: /^(Update|Updating\.\.\.)$/ });

async function ready() {
  return screen.findByRole('textbox', { name: 'Result' });
}

test('the result field is focused, asks for the numeric keyboard and is not a number input', async () => {
  renderDashboard(server, { assigned: [kalyan] });
  const field = await ready();
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('inputmode', 'numeric');
  expect(field).toHaveAttribute('type', 'text');
});

test('Update is disabled while the result is empty or blank', async () => {
  const { user } = renderDashboard(server, { assigned: [kalyan] });
  await ready();
  expect(updateButton()).toHaveTextContent('Update');
  expect(updateButton()).toBeDisabled();
  await user.type(resultField(), '   ');
  expect(updateButton()).toBeDisabled();
  await user.type(resultField(), '4');
  expect(updateButton()).toBeEnabled();
});

test('the dash key types a dash for phones whose numeric keyboard has none', async () => {
  const { user } = renderDashboard(server, { assigned: [kalyan] });
  await ready();
  await user.type(resultField(), '123');
  await user.click(screen.getByRole('button', { name: 'Type a dash' }));
  await user.type(resultField(), '45');
  expect(resultField()).toHaveValue('123-45');
  expect(resultField()).toHaveFocus();
});

test('a date after the site’s today, typed past the picker, is held back by the browser', async () => {
  const { user, fake } = renderDashboard(server, { assigned: [kalyan] });
  await ready();
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2099-01-01' } });
  expect(screen.getByLabelText('Date')).toBeInvalid();
  await user.type(resultField(), '45');
  await user.click(updateButton());
  // Submitting would have turned the button to Updating... at once.
  expect(updateButton()).toHaveTextContent(/^Update$/);
  expect(fake.results).toEqual([]);
});

test('the date is the site’s today and no later date can be picked', async () => {
  renderDashboard(server, { assigned: [kalyan] });
  const date = await screen.findByLabelText('Date');
  expect(date).toHaveValue(today());
  expect(date).toHaveAttribute('max', today());
});

test('a new result is published with one tap: Result updated!, the field clears and the history refreshes', async () => {
  const { user, fake } = renderDashboard(server, { assigned: [kalyan, milan] });
  expect(await screen.findByText('No results found.')).toBeInTheDocument();

  await user.type(resultField(), '123-45-678');
  await user.click(updateButton());

  expect(await screen.findByRole('status')).toHaveTextContent('Result updated!');
  expect(screen.getByRole('status')).not.toHaveTextContent('Replaced');
  expect(resultField()).toHaveValue('');
  expect(fake.results).toMatchObject([{ GID: kalyan.GID, Result: '123-45-678', DateTime: today() }]);
  const table = await screen.findByRole('table');
  expect(within(table).getByRole('row', { name: `Kalyan 123-45-678 ${formatDrawDate(today())}` })).toBeInTheDocument();
});

test('Update reads Updating... and is disabled while the server works', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const { user } = renderDashboard(
    server,
    { assigned: [kalyan] },
    http.post(`*${apiPaths.updateResult}`, async () => {
      await held;
      return HttpResponse.json({ success: false, code: 'futureDate', message: serverMessages.futureDate }, { status: 400 });
    }),
  );
  await ready();
  await user.type(resultField(), '45');
  await user.click(updateButton());
  expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
  release();
  expect(await screen.findByRole('button', { name: 'Update' })).toBeEnabled();
});

test('a refusal shows the server’s message, and keeps the typed result', async () => {
  const { user } = renderDashboard(
    server,
    { assigned: [kalyan] },
    failingRoute('post', apiPaths.updateResult, { status: 403, code: 'notAuthorizedForGhadi' }),
  );
  await ready();
  await user.type(resultField(), '45');
  await user.click(updateButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.notAuthorizedForGhadi);
  expect(resultField()).toHaveValue('45');
});

test('a failure without a message from the server shows Failed to update result', async () => {
  const { user } = renderDashboard(
    server,
    { assigned: [kalyan] },
    http.post(`*${apiPaths.updateResult}`, () => new HttpResponse('Bad gateway', { status: 502 })),
  );
  await ready();
  await user.type(resultField(), '45');
  await user.click(updateButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update result$/);
});

test.each([
  ['en', 'result may contain only printable characters'],
  ['hi', 'रिजल्ट में केवल छपने योग्य अक्षर हो सकते हैं'],
] as const)('a result the rules refuse is refused before sending, in the screen’s language (%s)', async (language, rule) => {
  const { t } = appTextsOf<TextId>(agentI18n(language));
  chooseBackOfficeLanguage(language);
  try {
    const { user, fake } = renderDashboard(server, { assigned: [kalyan] });
    fireEvent.change(await screen.findByRole('textbox', { name: t('form.result') }), { target: { value: '4\u0007' } });
    await user.click(screen.getByRole('button', { name: t('form.update') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(rule);
    expect(fake.results).toEqual([]);
  } finally {
    act(() => chooseBackOfficeLanguage('en'));
  }
});
