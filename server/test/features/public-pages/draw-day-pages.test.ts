import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { adminToken, createGhadi, describeEachDatabase } from '../../helper';
import { movableClock } from '../../fixtures';
import { requestOverSocket } from '../../support/over-socket';

// A page that shows the draw day, drawn by a stand-in for the shell's server build (which renders the
// board in its own work): it prints the instant it was drawn at and each game's state, so a test sees
// when the server draws it again. Read over real connections, as repeated reads come from memory.

const TEMPLATE = '<html><head><!--page-head--><!--/page-head--></head><body><!--page-body--><!--/page-body--></body></html>';
const RENDERER = `
exports.renderPage = async ({ now, reads }) => {
  const board = await reads.drawDay();
  return { kind: 'page', status: 200, head: '<title>Board</title>', body: now + ' ' + board.games.map((game) => game.state).join(',') };
};
`;

describeEachDatabase('a rendered page that shows the draw day', (kit) => {
  let app: FastifyInstance;
  let token: string;
  let shellDir: string;
  const time = movableClock('2026-11-22T06:00:00.000Z');

  beforeAll(async () => {
    shellDir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-board-shell-'));
    writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
    writeFileSync(path.join(shellDir, 'render-page.js'), RENDERER);
    app = await kit.build({ SHELL_DIST: shellDir, SHELL_RENDERER: path.join(shellDir, 'render-page.js') }, { clock: time.clock });
    token = await adminToken(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => rmSync(shellDir, { recursive: true, force: true }));

  const pageAt = async (iso: string, url: string) => {
    time.set(iso);
    const answer = await requestOverSocket(app, url, { accept: 'text/html' });
    expect(answer.status).toBe(200);
    return answer.body.toString('utf8');
  };

  it('keeps a board without a countdown past the minute it was drawn in', async () => {
    await createGhadi(app, token, { RTime: 'soon' });

    // Within the cache's backstop lifetime of the first read.
    const drawn = await pageAt('2026-11-22T06:40:55.000Z', '/board-without-countdown');
    const later = await pageAt('2026-11-22T06:41:02.000Z', '/board-without-countdown');

    expect(drawn).toContain('2026-11-22T06:40:55.000Z upcoming');
    expect(later).toBe(drawn);
  });

  it('draws a page with a countdown again at the next whole minute, and not before', async () => {
    await createGhadi(app, token, { RTime: '12:30 PM' });

    // All within the cache's backstop lifetime: only the minute ends the stored page.
    const drawn = await pageAt('2026-11-22T06:50:52.000Z', '/board');
    const sameMinute = await pageAt('2026-11-22T06:50:59.000Z', '/board');
    const nextMinute = await pageAt('2026-11-22T06:51:00.000Z', '/board');

    expect(drawn).toContain('2026-11-22T06:50:52.000Z upcoming,upcoming');
    expect(sameMinute).toBe(drawn);
    expect(nextMinute).toContain('2026-11-22T06:51:00.000Z upcoming,upcoming');
  });

  it('shows a game awaited from its result time on, with no write', async () => {
    await pageAt('2026-11-22T06:59:59.000Z', '/board');

    expect(await pageAt('2026-11-22T07:00:00.000Z', '/board')).toContain('2026-11-22T07:00:00.000Z upcoming,awaited');
  });
});
