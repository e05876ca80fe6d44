import { expect, test } from '@playwright/test';
import { apiPaths, SITE_CHANGE_EVENT } from '@ghadi/contracts';
import { SiteApi, siteDay, unique } from './support/api';

test('a published result appears on an open home page without a reload', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const game = await admin.createGhadi(unique('Live'), 'लाइव', '09:15 PM', 7);
  await page.goto('/');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: game.NameEn }) });
  await expect(card).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { reloaded?: boolean }).reloaded = false;
  });

  await admin.publishResult(game, '58', siteDay());

  // Well inside the one-minute polling interval: the stream brought it.
  await expect(card).toContainText(/Today\s*58/, { timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { reloaded?: boolean }).reloaded)).toBe(false);
});

test('the browser hears that a result changed within milliseconds of the write', async ({ page, request }) => {
  const admin = await SiteApi.signIn(request);
  const game = await admin.createGhadi(unique('Push'), 'पुश', '10:15 PM', 8);
  await page.goto('/about');
  await page.evaluate(
    ({ streamPath, eventName }) => {
      const source = new EventSource(streamPath);
      const seen = new Promise<{ at: number; data: string }>((resolve) => {
        const listener = (event: MessageEvent<string>) => {
          if (!event.data.includes('"what":"result"')) return;
          source.removeEventListener(eventName, listener);
          resolve({ at: performance.now(), data: event.data });
        };
        source.addEventListener(eventName, listener);
      });
      Object.assign(window, { pushSeen: seen, streamOpen: new Promise((resolve) => source.addEventListener('open', resolve, { once: true })) });
    },
    { streamPath: apiPaths.resultStream, eventName: SITE_CHANGE_EVENT },
  );
  await page.evaluate(() => (window as unknown as { streamOpen: Promise<unknown> }).streamOpen);

  const sentAt = await page.evaluate(() => performance.now());
  await admin.publishResult(game, '61', siteDay());
  const seen = await page.evaluate(() => (window as unknown as { pushSeen: Promise<{ at: number; data: string }> }).pushSeen);
  const latencyMs = seen.at - sentAt;

  console.log(`push latency, API write sent -> browser EventSource event: ${latencyMs.toFixed(1)} ms`);
  expect(JSON.parse(seen.data)).toMatchObject({ what: 'result', ghadi: { id: game.id, GID: game.GID, NameEn: game.NameEn, key: game.key }, date: siteDay() });
  expect(latencyMs).toBeLessThan(5_000);
});
