import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { recordedExchanges, recordedImportHandler } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { answerConfirm, renderAdmin } from '@/testing/render-admin';

const { server, db } = setupAdminServer();

// The files below and the server's answers to them were recorded by the server's own test
// (server/test/features/imports/recorded-answers.test.ts) with Kalyan (2024-01-02: 20, 2024-01-03: 33) and
// Milan published: the first file has two rows to add, one to change (20 -> 21) and one unchanged.
const goodFile = recordedExchanges.importPreview.request;
const longFile = recordedExchanges.importPreviewLong.request;
const refusedFile = recordedExchanges.importPreviewRefused.request;
const missingColumnFile = recordedExchanges.importPreviewMissingColumn.request;

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
  await previewOf(longFile);
  expect(count('To add')).toBe('250');
  expect(rowsOf(within(preview()).getByRole('table', { name: 'Results to add' }))).toHaveLength(200);
  expect(within(preview()).getByText('Showing the first 200 of 250')).toBeInTheDocument();
});

test('refused rows show their row, file line and reason, and Import stays disabled', async () => {
  await previewOf(refusedFile);
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
  await user.paste(missingColumnFile);
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

test('a file refused at import time shows the rows that stopped it, and no success', async () => {
  answerConfirm(true);
  const user = await previewOf(goodFile);
  // Kalyan marked off on 2024-01-01 after the preview: the server checks every row again.
  server.use(recordedImportHandler(db(), recordedExchanges.importRefusedAfterHoliday));
  await user.click(importButton());
  expect(await screen.findByText(serverMessages.importRowsRefused(1))).toBeInTheDocument();
  expect(rowsOf(screen.getAllByRole('table', { name: 'Refused rows' }).at(-1)!)).toEqual([['1', '2', serverMessages.importHoliday]]);
  expect(screen.queryByText(serverMessages.resultsImported(3))).toBeNull();
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
