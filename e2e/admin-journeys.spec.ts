import { expect, test, type Page } from '@playwright/test';
import { unique } from './support/api';
import { answerNextConfirm, findRow, openSection } from './support/admin';
import { signInThroughForm } from './support/login';
import { E2E_ADMIN } from './support/site';

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
}

test('an admin runs the site: agent, games, assignment, result, and freeing the games', async ({ page }) => {
  const agentName = unique('ag');
  const [first, second] = [unique('Alpha'), unique('Beta')];
  await signInAsAdmin(page);

  await openSection(page, 'Agents');
  await page.getByLabel('Username').fill(agentName);
  await page.getByLabel('Display Name').fill(`Agent ${agentName}`);
  await page.getByLabel('Email').fill(`${agentName}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('agent-password-1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^${agentName} `) })).toBeVisible();

  await openSection(page, 'Ghadi');
  for (const [name, hindi] of [[first, 'अल्फा'], [second, 'बीटा']] as const) {
    await page.getByLabel('Name (En)').fill(name);
    await page.getByLabel('Name (Hi)').fill(hindi);
    await page.getByLabel('Result Time').fill('05:00 PM');
    await page.getByLabel('Order ID').fill('0');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
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
  await findRow(page, row);

  // Refused: the assignment stays, and its game stays out of the selectable list.
  let asked = answerNextConfirm(page, false);
  await row.getByRole('button', { name: 'Delete' }).click();
  expect(await asked).toBe('Delete this assignment?');
  await page.reload();
  await findRow(page, row);
  await expect(page.getByRole('checkbox', { name: new RegExp(first) })).toHaveCount(0);

  asked = answerNextConfirm(page, true);
  await row.getByRole('button', { name: 'Delete' }).click();
  expect(await asked).toBe('Delete this assignment?');
  await expect(page.getByRole('checkbox', { name: new RegExp(first) })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(second) })).toHaveCount(0);
});

test('every admin screen is reached through the sidebar, which marks where the admin is', async ({ page }) => {
  await signInAsAdmin(page);
  for (const [entry, path, heading] of [
    ['Results', '/admin/results', 'Results'],
    ['Agents', '/admin/agents', 'Agents'],
    ['Ghadi', '/admin/ghadi', 'Ghadi'],
    ['Assign Ghadi', '/admin/assign-ghadi', 'Assign Ghadi'],
    ['Content Blocks', '/admin/content-blocks', 'Content Blocks'],
    ['Import Results', '/admin/import-results', 'Import Results'],
    ['Admins', '/admin/admins', 'Admins'],
    ['Dashboard', '/admin/dashboard', 'Welcome, Admin'],
  ] as const) {
    await openSection(page, entry);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: entry, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByRole('heading', { name: 'Current Users' })).toBeVisible();
});

test('on a 360 px phone the sidebar lies over the page and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdmin(page);
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar).toBeVisible();

  // Overlaying, not pushing aside: the page keeps the full width and the sidebar is what sits on top of it.
  const main = await page.getByRole('main').boundingBox();
  const side = await sidebar.boundingBox();
  expect(main?.x).toBe(0);
  expect(side!.width).toBeLessThan(360);
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('#admin-sidebar') !== null,
    [side!.x + side!.width / 2, side!.y + side!.height / 2],
  );
  expect(onTop).toBe(true);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);

  await sidebar.getByRole('link', { name: 'Agents', exact: true }).click();
  await expect(sidebar).toBeHidden();
  await expect(page).toHaveURL('/admin/agents');
  await expect(page.getByRole('heading', { level: 2, name: 'Agents' })).toBeInViewport();
});
