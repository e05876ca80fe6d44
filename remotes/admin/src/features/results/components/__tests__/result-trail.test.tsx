import { screen, within } from '@testing-library/react';
import { apiPaths } from '@ghadi/contracts';
import { failingRoute } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { renderAdmin } from '@/testing/render-admin';

const { server, db } = setupAdminServer();

/** Ravi's Kalyan result of 12 January, entered, corrected, then changed by an import; and one of 11 January never changed. */
function seed() {
  const ravi = db().addAgent({ UserName: 'ravi', DisplayName: 'Ravi Kumar' });
  const kalyan = db().addGhadi({ NameEn: 'Kalyan' });
  db().assign(ravi, kalyan);
  const changed = db().addResult(kalyan, ravi, { DateTime: '2024-01-12', Result: '12' });
  const unchanged = db().addResult(kalyan, ravi, { DateTime: '2024-01-11', Result: '07' });
  db().resultHistory[changed.id] = [
    { From: null, To: '10', ChangedAt: '2024-01-12T04:00:00.000Z', ChangedBy: 'Ravi Kumar', Source: 'entered' },
    { From: '10', To: '11', ChangedAt: '2024-01-12T04:30:00.000Z', ChangedBy: 'Ravi Kumar', Source: 'entered' },
    { From: '11', To: '12', ChangedAt: '2024-01-13T10:15:00.000Z', ChangedBy: 'admin', Source: 'imported' },
  ];
  db().resultHistory[unchanged.id] = [{ From: null, To: '07', ChangedAt: '2024-01-11T04:00:00.000Z', ChangedBy: 'Ravi Kumar', Source: 'entered' }];
}

const rowOf = (result: string) => screen.getByRole('cell', { name: new RegExp(`^${result}`) }).closest('tr')!;

async function openReview() {
  seed();
  const user = renderAdmin('/admin/results');
  await screen.findByText('Showing 1 - 2 of 2');
  return user;
}

test('a changed result opens its trail: when in site time, who, old and new value, entered or imported', async () => {
  const user = await openReview();
  expect(within(rowOf('07')).queryByRole('button', { name: 'History' })).toBeNull();
  const toggle = within(rowOf('12')).getByRole('button', { name: 'History' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);

  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const trail = await screen.findByRole('list', { name: 'History of Kalyan on 2024-01-12' });
  expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    '12 Jan 2024, 09:30 AMRavi Kumar10 (first)entered',
    '12 Jan 2024, 10:00 AMRavi Kumar10 →  changed to 11entered',
    '13 Jan 2024, 03:45 PMadmin11 →  changed to 12imported',
  ]);
  expect(db().requests.map((request) => request.path)).toContain(apiPaths.adminResultHistory.url(db().results[0]!.id));

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('list', { name: 'History of Kalyan on 2024-01-12' })).toBeNull();
});

test('the toggle works from the keyboard', async () => {
  const user = await openReview();
  within(rowOf('12')).getByRole('button', { name: 'History' }).focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('list', { name: 'History of Kalyan on 2024-01-12' })).toBeInTheDocument();
  await user.keyboard(' ');
  expect(screen.queryByRole('list', { name: 'History of Kalyan on 2024-01-12' })).toBeNull();
});

test('says so when the trail cannot be loaded', async () => {
  server.use(failingRoute('get', apiPaths.adminResultHistory.route));
  const user = await openReview();
  await user.click(within(rowOf('12')).getByRole('button', { name: 'History' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load result history');
});
