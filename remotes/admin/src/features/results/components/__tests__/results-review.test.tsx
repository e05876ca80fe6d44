import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { apiPaths } from '@ghadi/contracts';
import { failingRoute } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { renderAdmin } from '@/testing/render-admin';

const { server, db } = setupAdminServer();

/** 8 results by Ravi on Kalyan and 4 by Sita on Milan, one per day, newest on 12 January. */
function seed() {
  const ravi = db().addAgent({ UserName: 'ravi', DisplayName: 'Ravi Kumar' });
  const sita = db().addAgent({ UserName: 'sita', DisplayName: 'Sita Devi' });
  const kalyan = db().addGhadi({ NameEn: 'Kalyan' });
  const milan = db().addGhadi({ NameEn: 'Milan' });
  db().assign(ravi, kalyan);
  db().assign(sita, milan);
  for (let day = 1; day <= 12; day += 1) {
    const [game, agent] = day <= 8 ? [kalyan, ravi] : [milan, sita];
    db().addResult(game, agent, { DateTime: `2024-01-${String(day).padStart(2, '0')}`, Result: `R${day}`, isActive: day !== 12 });
  }
}

const caption = (text: string) => screen.findByText(text);
const bodyRows = () => screen.getAllByRole('row').slice(1);
const lastQuery = () => db().requests.filter((r) => r.path === apiPaths.adminResults).at(-1)?.query;

test('shows the read-only table, five rows at first, newest first', async () => {
  seed();
  renderAdmin('/admin/results');
  await caption('Showing 1 - 5 of 12');
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Agent', 'Ghadi', 'Result', 'Date Time', 'Status']);
  expect(bodyRows()).toHaveLength(5);
  const first = within(bodyRows()[0]!);
  expect(first.getByText('Sita Devi')).toBeInTheDocument();
  expect(first.getByText('Milan')).toBeInTheDocument();
  expect(first.getByText('R12')).toBeInTheDocument();
  expect(first.getByText('2024-01-12')).toBeInTheDocument();
  expect(first.getByText('Inactive')).toBeInTheDocument();
  expect(within(bodyRows()[1]!).getByText('Active')).toBeInTheDocument();
  expect(screen.getByLabelText('Rows per page')).toHaveValue('5');
  expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
});

test('Prev and Next page through the server, and stop at either end', async () => {
  seed();
  const user = renderAdmin('/admin/results');
  await caption('Showing 1 - 5 of 12');
  expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await caption('Showing 6 - 10 of 12');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await caption('Showing 11 - 12 of 12');
  expect(bodyRows()).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Prev' }));
  await caption('Showing 6 - 10 of 12');
  // The server pages: the screen asks for one page, never the whole history.
  expect(lastQuery()).toEqual({ page: '2', pageSize: '5', search: '' });
});

test("while the next page loads, the first page's rows are not captioned as the next page's", async () => {
  seed();
  let answerNextPage: () => void = () => {};
  const nextPageAsked = new Promise<void>((asked) => {
    server.use(
      http.get(`*${apiPaths.adminResults}`, async ({ request }) => {
        // Held until the test lets it go; answering nothing hands the request to the recorded server's handler.
        if (new URL(request.url).searchParams.get('page') !== '2') return;
        asked();
        await new Promise<void>((answer) => (answerNextPage = answer));
      }),
    );
  });
  const user = renderAdmin('/admin/results');
  await caption('Showing 1 - 5 of 12');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await nextPageAsked;
  expect(within(bodyRows()[0]!).getByText('R12')).toBeInTheDocument();
  expect(screen.queryByText('Showing 6 - 10 of 12')).toBeNull();
  expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Loading');
  answerNextPage();
  await caption('Showing 6 - 10 of 12');
  expect(within(bodyRows()[0]!).getByText('R7')).toBeInTheDocument();
});

test('rows per page offers 5, 10 and 15, and a change goes back to page 1', async () => {
  seed();
  const user = renderAdmin('/admin/results');
  await caption('Showing 1 - 5 of 12');
  const sizes = within(screen.getByLabelText('Rows per page')).getAllByRole('option').map((option) => option.textContent);
  expect(sizes).toEqual(['5', '10', '15']);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await caption('Showing 6 - 10 of 12');
  await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
  await caption('Showing 1 - 10 of 12');
  expect(bodyRows()).toHaveLength(10);
  expect(lastQuery()).toEqual({ page: '1', pageSize: '10', search: '' });
});

test('search matches agent name, username or game on the server, and goes back to page 1', async () => {
  seed();
  const user = renderAdmin('/admin/results');
  await caption('Showing 1 - 5 of 12');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await caption('Showing 6 - 10 of 12');
  await user.type(screen.getByRole('searchbox', { name: 'Search agent or ghadi' }), 'sita');
  await caption('Showing 1 - 4 of 4');
  expect(lastQuery()).toEqual({ page: '1', pageSize: '5', search: 'sita' });
  expect(bodyRows().every((row) => within(row).queryByText('Sita Devi'))).toBe(true);
  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'Ravi Kumar');
  await caption('Showing 1 - 5 of 8');
  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'milan');
  await caption('Showing 1 - 4 of 4');
});

test('says No results found. when nothing matches', async () => {
  seed();
  const user = renderAdmin('/admin/results');
  await caption('Showing 1 - 5 of 12');
  await user.type(screen.getByRole('searchbox', { name: 'Search agent or ghadi' }), 'nobody');
  expect(await screen.findByText('No results found.')).toBeInTheDocument();
  expect(screen.getByText('Showing 0 - 0 of 0')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('says so when the results cannot be loaded', async () => {
  server.use(failingRoute('get', apiPaths.adminResults));
  renderAdmin('/admin/results');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load results');
});
