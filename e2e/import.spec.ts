import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { serverMessages, sitePaths } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';
import { answerNextConfirm, openSection, signInAsAdminAt } from './support/admin';

const csvOf = (...lines: string[]) => `${lines.join('\n')}\n`;

test('an admin pastes a CSV, fixes the refused row, imports it after confirming; the numbers are public and the change keeps its trail', async ({
  page,
  browser,
  request,
}) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('imp'), 'agent-password-1', 'Import Agent');
  const game = await admin.createGhadi(unique('Import'), 'आयात', '04:00 PM', 14);
  await admin.assign(agent, [game]);
  const asAgent = await SiteApi.signIn(request, { UserName: agent.UserName, Password: agent.password });
  const [changedDay, addedDay, otherDay] = [siteDay(-3), siteDay(-2), siteDay(-1)];
  await asAgent.publishResult(game, '11', changedDay);

  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdminAt(page, '/admin/import-results');
  // On a phone the sidebar starts open over the page.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Close' }).click();
  const text = page.getByLabel('Or paste the CSV text');
  const previewButton = page.getByRole('button', { name: 'Preview', exact: true });
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  const preview = page.getByRole('region', { name: 'Preview' });

  // Row 2 names a day February does not have.
  await text.fill(csvOf('game,date,result', `${game.NameEn},${changedDay},62`, `${game.NameEn},2025-02-30,73`, `${game.NameEn},${otherDay},84`));
  await previewButton.click();
  const refused = preview.getByRole('table', { name: 'Refused rows' }).getByRole('row').nth(1);
  // Row 2 of the data, on line 3 of the file (the header is line 1).
  await expect(refused.getByRole('rowheader')).toHaveText('2');
  await expect(refused.getByRole('cell')).toHaveText(['3', serverMessages.importBadDate]);
  await expect(importButton).toBeDisabled();

  await text.fill(csvOf('game,date,result', `${game.NameEn},${changedDay},62`, `${game.NameEn},${addedDay},73`, `${game.NameEn},${otherDay},84`));
  await previewButton.press('Enter');
  await expect(preview.getByRole('table', { name: 'Refused rows' })).toHaveCount(0);
  await expect(preview.getByRole('table', { name: 'Results to change' })).toContainText('11 → changed to 62');
  await expect(preview.getByRole('table', { name: 'Results to add' }).getByRole('row')).toHaveCount(3);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, 'the import screen must not scroll sideways on a 360 px phone').toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).include('.import-panel').analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

  const asked = answerNextConfirm(page, true);
  await importButton.click();
  expect(await asked).toBe('Import 3 results? 1 published results will change.');
  await expect(page.getByRole('status')).toContainText(serverMessages.resultsImported(3));
  await expect(page.getByRole('status')).toContainText('2 added, 1 changed, 0 unchanged.');

  const chart = await browser.newPage();
  const [year, month, day] = addedDay.split('-').map(Number) as [number, number, number];
  await chart.goto(sitePaths.gameMonth(game.NameEn, year, month));
  await expect(chart.getByRole('table').getByRole('row').nth(day)).toContainText('73');
  await chart.close();

  // The review lists results last published by their agent, and the import made the admin the publisher:
  // the agent confirms the imported value, which keeps it and adds an identical submission to the trail.
  await asAgent.publishResult(game, '62', changedDay);
  await openSection(page, 'Results');
  await page.getByRole('searchbox', { name: 'Search agent or ghadi' }).fill(game.NameEn);
  const row = page.getByRole('row').filter({ hasText: changedDay });
  await expect(row).toContainText('62');
  const history = row.getByRole('button', { name: 'History' });
  await history.press('Enter');
  await expect(history).toHaveAttribute('aria-expanded', 'true');
  const trail = page.getByRole('list', { name: `History of ${game.NameEn} on ${changedDay}` });
  await expect(trail.getByRole('listitem')).toHaveCount(3);
  await expect(trail.getByRole('listitem').nth(0)).toContainText('Import Agent');
  await expect(trail.getByRole('listitem').nth(1)).toContainText(/admin\s*11\s*→\s*changed to 62\s*imported/);
  await expect(trail.getByRole('listitem').nth(2)).toContainText('entered');
});
