import { expect, test } from '@playwright/test';
import { SiteApi, siteDay, unique } from './support/api';
import { signInThroughForm } from './support/login';

// 23:30 in Kolkata is already the next morning in Auckland: a phone set to Auckland must still publish
// under the site's day, and the chart must show the result on that day's row.
test('a result entered at 23:30 site time lands on that day, whatever zone the phone is in', async ({ browser, request }) => {
  const admin = await SiteApi.signIn(request);
  const agent = await admin.createAgent(unique('late'));
  const game = await admin.createGhadi(unique('Midnight'), 'आधी रात', '11:30 PM', 11);
  await admin.assign(agent, [game]);

  const day = siteDay(-1);
  const phone = await browser.newContext({ timezoneId: 'Pacific/Auckland', viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  await page.clock.setFixedTime(new Date(`${day}T23:30:00+05:30`));
  await page.goto('/agent/login');
  await signInThroughForm(page, { UserName: agent.UserName, Password: agent.password });
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(day);
  await page.getByLabel('Result', { exact: true }).fill('64');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Result updated!')).toBeVisible();
  await phone.close();

  const visitor = await browser.newPage();
  await visitor.goto(`/satta-results/${encodeURIComponent(game.NameEn.toLowerCase())}`);
  const [year, month] = day.split('-');
  await visitor.getByLabel('Year').selectOption(year!);
  await visitor.getByLabel('Month').selectOption({ index: Number(month) - 1 });
  await expect(visitor.getByRole('table').getByRole('row').nth(Number(day.slice(8)))).toContainText('64');
  await visitor.goto('/');
  const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: game.NameEn }) });
  await expect(card).toContainText(/Yesterday\s*64/);

  // The home chart is the site's current month: on the 1st, yesterday belongs to last month's chart.
  if (day.slice(0, 7) === siteDay(0).slice(0, 7)) {
    const chart = visitor.getByRole('region', { name: 'Record Chart' }).getByRole('table');
    await expect(chart.getByRole('columnheader', { name: game.NameEn })).toBeVisible();
    const columns = await chart.getByRole('columnheader').allTextContents();
    const row = chart.getByRole('row').nth(Number(day.slice(8)));
    await expect(row.getByRole('rowheader')).toHaveText(day.slice(8));
    await expect(row.getByRole('cell').nth(columns.indexOf(game.NameEn) - 1)).toHaveText('64');
  }
  await visitor.close();
});
