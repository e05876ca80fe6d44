import { screen, within } from '@testing-library/react';
import { buildGhadi, buildResult } from '@ghadi/testing';
import type { Ghadi } from '@ghadi/contracts';
import { renderDashboard, setupAgentApi } from '@/testing/render-agent-app';

const server = setupAgentApi();

const kalyan = buildGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण' });
const milan = buildGhadi({ NameEn: 'Milan Day', NameHn: 'मिलन डे' });

/** `count` days of results ending on 2026-11-22 (a result per day, `100 + day index`). */
function daysOfResults(ghadi: Ghadi, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 22 - index)).toISOString().slice(0, 10);
    return buildResult(ghadi, date, String(100 + index));
  });
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const pageCaption = (caption: string) => screen.findByText(caption);

function renderHistory() {
  return renderDashboard(server, {
    assigned: [kalyan, milan],
    results: [...daysOfResults(kalyan, 23), ...daysOfResults(milan, 12)],
  });
}

test('10 rows per page by default, newest first, with Previous/Next and Page x of y from the total', async () => {
  const { user } = renderHistory();
  await pageCaption('Page 1 of 3');
  const rowsPerPage = screen.getByRole('combobox', { name: 'Rows per page' });
  expect(rowsPerPage).toHaveDisplayValue('10');
  expect(within(rowsPerPage).getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '25', '50']);
  expect(bodyRows()).toHaveLength(10);
  expect(bodyRows()[0]).toHaveTextContent('Kalyan10022-11-2026');
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await pageCaption('Page 2 of 3');
  expect(bodyRows()[0]).toHaveTextContent('Kalyan11012-11-2026');

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await pageCaption('Page 3 of 3');
  expect(bodyRows()).toHaveLength(3);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await pageCaption('Page 2 of 3')).toBeInTheDocument();
});

test('searching goes back to page 1 and finds a result or a date as it is shown', async () => {
  const { user } = renderHistory();
  await pageCaption('Page 1 of 3');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await pageCaption('Page 2 of 3');

  await user.type(screen.getByPlaceholderText('Search result or date...'), '20-11-2026');
  await pageCaption('Page 1 of 1');
  expect(bodyRows()).toHaveLength(1);
  expect(bodyRows()[0]).toHaveTextContent('Kalyan10220-11-2026');

  await user.clear(screen.getByPlaceholderText('Search result or date...'));
  await user.type(screen.getByPlaceholderText('Search result or date...'), '115');
  await pageCaption('Page 1 of 1');
  expect(bodyRows()[0]).toHaveTextContent('Kalyan11507-11-2026');

  await user.type(screen.getByPlaceholderText('Search result or date...'), '9');
  expect(await screen.findByText('No results found.')).toBeInTheDocument();
});

test('changing rows per page goes back to page 1', async () => {
  const { user } = renderHistory();
  await pageCaption('Page 1 of 3');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await pageCaption('Page 2 of 3');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '5');
  await pageCaption('Page 1 of 5');
  expect(bodyRows()).toHaveLength(5);
  expect(bodyRows()[0]).toHaveTextContent('22-11-2026');
});

test('choosing another game goes back to page 1', async () => {
  const { user } = renderHistory();
  await pageCaption('Page 1 of 3');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await pageCaption('Page 3 of 3');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Ghadi' }), 'Milan Day (मिलन डे)');
  await pageCaption('Page 1 of 2');
  expect(bodyRows()[0]).toHaveTextContent('Milan Day10022-11-2026');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Ghadi' }), 'Kalyan (कल्याण)');
  expect(await pageCaption('Page 1 of 3')).toBeInTheDocument();
});
