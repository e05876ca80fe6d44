import { act, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@ghadi/auth';
import { appTextsOf, chooseBackOfficeLanguage } from '@ghadi/i18n';
import { APP_VERSION } from '@/config/env';
import { setupAdminServer } from '@/testing/admin-server';
import { answerConfirm, renderAdmin } from '@/testing/render-admin';
import { adminI18n, type TextId } from '@/lib/texts';

const api = setupAdminServer();
const hindi = appTextsOf<TextId>(adminI18n('hi')).t;
beforeEach(() => chooseBackOfficeLanguage('hi'));
afterEach(() => act(() => chooseBackOfficeLanguage('en')));

/** The data's own names (and the signed-in admin's), which stay as entered whatever the screen's language. */
function seed() {
  const db = api.db();
  const agent = db.addAgent({ UserName: 'ravi', DisplayName: 'Ravi Kumar', email: 'ravi@example.com' });
  const ghadi = db.addGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण' });
  db.assign(agent, db.addGhadi({ NameEn: 'Desawar', NameHn: 'दिसावर' }));
  db.addResult(ghadi, agent, { Result: '45', Changes: 1 } as never);
  db.addContentBlock({ Title: 'About us', Slug: 'about' });
  db.addAgent({ UserName: 'deputy', UserType: 'admin' });
  return ['deputy', 'Ravi Kumar', 'ravi@example.com', 'ravi', 'Kalyan', 'Desawar', 'About us', 'about', APP_VERSION, getSession()?.DisplayName ?? ''];
}

/**
 * The Latin words on screen, outside the data's names, what is marked English (the switch back), code (slugs,
 * CSV columns), the times' AM/PM as entered, and the one acronym the Hindi texts use.
 */
function englishLeft(names: string[]): string[] {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const marked of copy.querySelectorAll('[lang="en"], code')) marked.remove();
  const text = names.reduce((rest, name) => rest.split(name).join(' '), copy.textContent ?? '');
  return [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])].filter((word) => !['CSV', 'AM', 'PM'].includes(word));
}

const loaded = () => waitFor(() => expect(screen.queryByText(hindi('common.loading'))).not.toBeInTheDocument());

test.each([
  ['/admin/dashboard', 'dashboard.welcome'],
  ['/admin/agents', 'nav.agents'],
  ['/admin/ghadi', 'nav.ghadi'],
  ['/admin/results', 'nav.results'],
  ['/admin/import-results', 'nav.importResults'],
  ['/admin/assign-ghadi', 'nav.assignGhadi'],
  ['/admin/content-blocks', 'nav.contentBlocks'],
  ['/admin/admins', 'nav.admins'],
] as const)('%s is wholly in Hindi but for names', async (path, heading) => {
  const names = seed();
  renderAdmin(path);
  expect(await screen.findByRole('heading', { level: 2, name: hindi(heading) })).toBeInTheDocument();
  await loaded();
  expect(screen.getByRole('heading', { level: 1, name: hindi('layout.title') })).toBeInTheDocument();
  expect(englishLeft(names)).toEqual([]);
});

test.each([
  ['/admin/agents', 'agents.addTitle'],
  ['/admin/ghadi', 'ghadi.addTitle'],
  ['/admin/content-blocks', 'content.addTitle'],
  ['/admin/admins', 'admins.addTitle'],
] as const)("%s: the form's rules speak Hindi when an empty form is sent", async (path, form) => {
  const names = seed();
  const user = renderAdmin(path);
  const card = await screen.findByRole('form', { name: hindi(form) });
  await user.click(within(card).getByRole('button', { name: hindi('common.add') }));
  await waitFor(() => expect(within(card).getAllByRole('textbox').some((box) => box.getAttribute('aria-invalid') === 'true')).toBe(true));
  expect(englishLeft(names)).toEqual([]);
  expect(api.db().requests.filter((request) => request.method !== 'GET')).toEqual([]);
});

test('the confirmations ask in Hindi, and the switch brings English back at once', async () => {
  seed();
  const confirm = answerConfirm(false);
  const user = renderAdmin('/admin/agents');
  const row = (await screen.findByRole('rowheader', { name: 'ravi' })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: hindi('common.delete') }));
  expect(confirm.mock.calls).toEqual([[hindi('agents.confirmDelete')]]);

  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Agents' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'हिन्दी' })).toBeInTheDocument();
});
