import path from 'node:path';
import { DEFAULT_SITE_TIME_ZONE, drawDateIn, sitePaths } from '@ghadi/contracts';
import { describeBuiltServer, killAllServers, repoRoot, startServer, type BuiltServer } from '../support/built-server';
import { homeCardResults, homeGamesOf, pageDataOf } from '../support/rendered-page';
import { createGame, postResult, signIn } from '../support/site-api';
import { describeWithRedis } from '../support/with-redis';

// The server-rendered pages (server/src/features/public-pages) on two built instances behind one load balancer: a
// page B rendered and keeps in memory must not outlive a result written through A.

const TEST_TIMEOUT_MS = 90_000;
const today = () => drawDateIn(DEFAULT_SITE_TIME_ZONE);

/** A page as a browser gets it from `server`. */
async function page(server: BuiltServer, url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${server.url}${url}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

describeBuiltServer('two instances serving rendered pages', () => {
  describeWithRedis('behind one load balancer', (kit, redis) => {
    let a: BuiltServer;
    let b: BuiltServer;
    let token: string;

    beforeAll(async () => {
      const databaseUrl = await kit.createDatabaseUrl();
      const env = {
        ...redis.env,
        // The real builds of the shell (built-server.ts points SHELL_DIST at an empty directory).
        SHELL_DIST: path.join(repoRoot, 'hosts/shell/dist'),
        SHELL_RENDERER: path.join(repoRoot, 'hosts/shell/dist-server/render-page.js'),
        PUBLIC_ORIGIN: 'https://results.example.com',
      };
      [a, b] = await Promise.all([startServer(databaseUrl, env), startServer(databaseUrl, env)]);
      token = await signIn(a);
    }, TEST_TIMEOUT_MS);

    afterAll(async () => {
      await killAllServers();
    });

    it('shows a result written through A on the very next home page and game page from B', async () => {
      const game = await createGame(a, token, 'Twin Page Bazar');
      const gamePath = sitePaths.gameChart(game.name);
      /** What B's pages show as today's result: the home card, the home page's data, and the game's chart. */
      const shownByB = async () => {
        const home = await page(b, '/');
        const chart = await page(b, gamePath);
        const day = today().slice(8);
        return {
          homeCard: homeCardResults(home.html, game.name).today,
          homeData: homeGamesOf(pageDataOf(home.html))?.find(
            (row) => row.NameEn === game.name,
          )?.TodayResult,
          // The value only (a link to its date page): a corrected one is followed by its mark.
          chart: new RegExp(`>${day}</th><td>(?:<a [^>]*>)?([^<]*)<`).exec(chart.html)?.[1],
          statuses: [home.status, chart.status],
        };
      };

      for (let round = 0; round < 10; round += 1) {
        const value = String(70 + round);
        // Twice: B renders the pages, then answers them from memory.
        await shownByB();
        const before = await shownByB();
        expect(before.homeData).toBe(round === 0 ? null : String(69 + round));

        expect((await postResult(a, token, game, today(), value)).status).toBe(200);

        expect(await shownByB()).toEqual({ homeCard: value, homeData: value, chart: value, statuses: [200, 200] });
      }
    }, TEST_TIMEOUT_MS);
  });
});
