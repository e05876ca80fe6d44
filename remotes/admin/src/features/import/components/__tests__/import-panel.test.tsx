import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { addDays, apiPaths, serverMessages } from '@ghadi/contracts';
import { setupAdminServer } from '@/testing/admin-server';
import { answerConfirm, renderAdmin } from '@/testing/render-admin';

const { server, db } = setupAdminServer();

const csvOf = (...lines: string[]) => `${lines.join('\n')}\n`;
// Two to add, one to change (20 -> 21), one unchanged.
const goodFile = csvOf('game,date,result', 'Kalyan,2024-01-01,10', 'Kalyan,2024-01-02,21', 'milan,2024-01-02,30', 'Kalyan,2024-01-03,33');

let kalyan: ReturnType<ReturnType<typeof db>['addGhadi']>;
beforeEach(() => {
  kalyan = db().addGhadi({ NameEn: 'Kalyan' });
  db().addGhadi({ NameEn: 'Milan' });
  db().addResult(kalyan, null, { DateTime: '2024-01-02', Result: '20' });
  db().addResult(kalyan, null, { DateTime: '2024-01-03', Result: '33' });
});

const text = () => screen.getByLabelText('Or paste the CSV text');
const previewButton = () => screen.getByRole('button', { name: /^(Preview|Previewing\.\.\.)$/ });
const importButton = () => screen.getByRole('button', { name: /^(Import|Importing\.\.\.)$/ });
const preview = () => screen.getByRole('region', { name: 'Preview' });
const count = (label: string) => within(preview()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const sent = (path: string) => db().requests.filter((request) => request.path === path);

async function previewOf(csv: string) {
  const user = renderAdmin('/admin/import-results');
  await user.click(await screen.findByLabelText('Or paste the CSV text'));
  await user.paste(csv);
  await user.click(previewButton());
  await screen.findByRole('region', { name: 'Preview' });
  return user;
}

test('the sidebar leads to the screen, and Preview shows the counts, the changes and the additions', async () => {
  const user = renderAdmin('/admin/dashboard');
  await user.click(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Import Results' }));
  expect(await screen.findByRole('heading', { name: 'Import Results' })).toBeInTheDocument();
  expect(previewButton()).toBeDisabled();
  expect(importButton()).toBeDisabled();
  await user.click(text());
  await user.paste(goodFile);
  await user.click(previewButton());

  await screen.findByRole('region', { name: 'Preview' });
  expect(['Rows', 'To add', 'To change', 'Unchanged', 'Refused'].map(count)).toEqual(['4', '2', '1', '1', '0']);
  const changes = within(preview()).getByRole('table', { name: 'Results to change' });
  expect(rowsOf(changes)).toHaveLength(1);
  expect(within(changes).getAllByRole('row')[1]).toHaveTextContent('2Kalyan2024-01-0220 → changed to 21');
  expect(rowsOf(within(preview()).getByRole('table', { name: 'Results to add' }))).toEqual([
    ['1', 'Kalyan', '2024-01-01', '10'],
    ['3', 'Milan', '2024-01-02', '30'],
  ]);
  expect(within(preview()).queryByRole('table', { name: 'Refused rows' })).toBeNull();
  expect(sent(apiPaths.importPreview).map((request) => request.body)).toEqual([goodFile]);
  expect(importButton()).toBeEnabled();

  // A changed text is not what was previewed: Import waits for another preview.
  await user.type(text(), 'Kalyan,2024-01-04,44');
  expect(importButton()).toBeDisabled();
  expect(within(preview()).getByText(/The text has changed since this preview/)).toBeInTheDocument();
});

test('long lists say how many rows they leave out', async () => {
  const lines = Array.from({ length: 250 }, (_, day) => `Kalyan,${addDays('2022-01-01', day)},${day}`);
  await previewOf(csvOf('game,date,result', ...lines));
  expect(count('To add')).toBe('250');
  expect(rowsOf(within(preview()).getByRole('table', { name: 'Results to add' }))).toHaveLength(200);
  expect(within(preview()).getByText('Showing the first 200 of 250')).toBeInTheDocument();
});

test('refused rows show their row, file line and reason, and Import stays disabled', async () => {
  await previewOf(csvOf('game,date,result', 'Kalyan,2024-01-05,11', 'Nobody,2024-01-05,12', '', 'Kalyan,2999-01-01,13', 'Kalyan,2024-01-05,14'));
  expect(count('Refused')).toBe('3');
  expect(rowsOf(within(preview()).getByRole('table', { name: 'Refused rows' }))).toEqual([
    ['2', '3', serverMessages.importUnknownGame('Nobody')],
    ['3', '5', serverMessages.importFutureDate],
    ['4', '6', serverMessages.importDuplicate(1)],
  ]);
  expect(importButton()).toBeDisabled();
  expect(screen.getByText('Import is enabled once a preview of the text shows no refused row.')).toBeInTheDocument();
});

test('a file refused as a whole says why', async () => {
  const user = renderAdmin('/admin/import-results');
  await user.click(await screen.findByLabelText('Or paste the CSV text'));
  await user.paste(csvOf('game,date', 'Kalyan,2024-01-05'));
  await user.click(previewButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to preview import');
  expect(alert).toHaveTextContent(serverMessages.importMissingColumns(['result']));
});

test('Import asks first, shows its progress while the server works, then the server’s message', async () => {
  const confirm = answerConfirm(true);
  const user = await previewOf(goodFile);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.post(`*${apiPaths.importResults}`, () => held.then(() => undefined)));

  importButton().focus();
  await user.keyboard('{Enter}');

  expect(confirm).toHaveBeenCalledWith('Import 3 results? 1 published results will change.');
  expect(importButton()).toHaveTextContent('Importing...');
  expect(importButton()).toBeDisabled();
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
  release();
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(serverMessages.resultsImported(3));
  expect(status).toHaveTextContent('2 added, 1 changed, 1 unchanged.');
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(importButton()).toBeDisabled();
  expect(db().results.find((result) => result.DateTime === '2024-01-02' && result.GID === kalyan.GID)?.Result).toBe('21');
  expect(sent(apiPaths.importResults).map((request) => request.body)).toEqual([goodFile]);
});

test('declining the confirmation sends nothing', async () => {
  const confirm = answerConfirm(false);
  const user = await previewOf(goodFile);
  await user.click(importButton());
  expect(confirm).toHaveBeenCalledTimes(1);
  expect(sent(apiPaths.importResults)).toEqual([]);
  expect(importButton()).toHaveTextContent('Import');
  expect(importButton()).toBeEnabled();
  expect(screen.queryByRole('status')).toBeNull();
});

test('a file refused at import time shows the rows that stopped it, and nothing is written', async () => {
  answerConfirm(true);
  const user = await previewOf(goodFile);
  // Marked off after the preview: the import checks every row again.
  db().addHoliday(kalyan, '2024-01-01');
  await user.click(importButton());
  expect(await screen.findByText(serverMessages.importRowsRefused(1))).toBeInTheDocument();
  expect(rowsOf(screen.getAllByRole('table', { name: 'Refused rows' }).at(-1)!)).toEqual([['1', '2', serverMessages.importHoliday]]);
  expect(db().results.find((result) => result.DateTime === '2024-01-02')?.Result).toBe('20');
  expect(importButton()).toBeDisabled();
});

test('a file chosen through the input is read, shown and previewed', async () => {
  const user = renderAdmin('/admin/import-results');
  const input = await screen.findByLabelText('Choose a file');
  expect(input).toHaveAttribute('accept', '.csv,text/csv');
  await user.upload(input, new File([goodFile], 'results.csv', { type: 'text/csv' }));
  await screen.findByDisplayValue(/Kalyan,2024-01-03,33/);
  expect(text()).toHaveValue(goodFile);
  await user.click(previewButton());
  await screen.findByRole('region', { name: 'Preview' });
  expect(sent(apiPaths.importPreview).map((request) => request.body)).toEqual([goodFile]);
});
