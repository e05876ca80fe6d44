import { expect, test, type Locator, type Page } from '@playwright/test';
import { unique } from './support/api';
import { signInThroughForm } from './support/login';
import { E2E_ADMIN } from './support/site';

async function openSection(page: Page, name: string) {
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  if (!(await sidebar.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await sidebar.getByRole('link', { name, exact: true }).click();
  await expect(sidebar).toBeHidden();
}

/** Pages through a paged table until `row` shows (lists are shared with other specs). */
async function findRow(page: Page, table: Locator, row: Locator) {
  for (let turn = 0; turn < 20 && !(await row.isVisible()); turn += 1) {
    const next = page.getByRole('button', { name: 'Next' });
    if (await next.isDisabled()) break;
    await next.click();
  }
  await expect(row).toBeVisible();
}

test('an admin runs the site: agent, games, assignment, result, and freeing the games', async ({ page }) => {
  const agentName = unique('ag');
  const [first, second] = [unique('Alpha'), unique('Beta')];

  await page.goto('/admin/login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();

  await openSection(page, 'Agents');
  await page.getByLabel('Username').fill(agentName);
  await page.getByLabel('Display Name').fill(`Agent ${agentName}`);
  await page.getByLabel('Email').fill(`${agentName}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('agent-password-1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^${agentName} `) })).toBeVisible();

  await openSection(page, 'Ghadi');
  for (const [name, hindi] of [[first, 'अल्फा'], [second, 'बीटा']]) {
    await page.getByLabel('Name (En)').fill(name!);
    await page.getByLabel('Name (Hi)').fill(hindi!);
    await page.getByLabel('Result Time').fill('05:00 PM');
    await page.getByLabel('Order ID').fill('0');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(name!) })).toBeVisible();
  }

  await openSection(page, 'Assign Ghadi');
  await page.getByLabel('Agent', { exact: true }).selectOption({ label: `Agent ${agentName} (${agentName})` });
  await page.getByRole('checkbox', { name: new RegExp(first) }).check();
  await page.getByRole('checkbox', { name: new RegExp(second) }).check();
  await page.getByRole('button', { name: 'Assign Selected' }).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(first) })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: new RegExp(second) })).toHaveCount(0);

  await openSection(page, 'Ghadi');
  await page.getByRole('row', { name: new RegExp(first) }).getByRole('button', { name: 'Update Result' }).click();
  await expect(page.getByRole('heading', { name: `Update Result for ${first} (अल्फा)` })).toBeVisible();
  await page.getByLabel('Result', { exact: true }).fill('56');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Result updated!')).toBeVisible();

  await page.goto('/');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: first }) });
  await expect(card).toContainText(/Today\s*56/);

  await page.goto('/admin/assign-ghadi');
  const assignments = page.getByRole('table', { name: 'Current Assignments' });
  const row = assignments.getByRole('row').filter({ hasText: first });
  await findRow(page, assignments, row);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Delete this assignment?');
    void dialog.accept();
  });
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(first) })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(second) })).toHaveCount(0);
});

test('refusing a delete confirmation changes nothing', async ({ page }) => {
  await page.goto('/admin/login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
  await openSection(page, 'Content Blocks');
  const slug = unique('note-').toLowerCase();
  await page.getByLabel('Title').fill('A note');
  await page.getByPlaceholder('Unique identifier (e.g. about-us)').fill(slug);
  await page.getByLabel('Content', { exact: true }).fill('<p>Hello <b>visitors</b></p>');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Content added successfully.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: slug });
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Delete this content block?');
    void dialog.dismiss();
  });
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: slug })).toBeVisible();
});
