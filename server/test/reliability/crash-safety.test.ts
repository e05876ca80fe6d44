import { describeEachDatabase } from '../helper';
import { describeBuiltServer, killAllServers, startServer } from '../support/built-server';
import { readDatabaseState } from '../support/database-state';
import { STREAM_MONTH, startResultStream } from '../support/result-stream';
import { createGame, postResult, publishedResults, signIn } from '../support/site-api';
import { historyMismatches, writesNotKept } from '../support/stream-checks';

// Enough acknowledged writes that several are in flight at any moment the process can die.
const ACKS_BEFORE_KILL = 200;
// After the stream's month, so the restarted server's own write is told apart from the stream's.
const AFTER_RESTART_DATE = '2025-02-01';
// Two server starts (each hashing the admin password) and the stream take a few seconds.
const TEST_TIMEOUT_MS = 90_000;

describeBuiltServer('crash safety of the built server', () => {
  afterEach(killAllServers);

  describeEachDatabase('SIGKILL during a stream of result updates', (kit) => {
    it('keeps every acknowledged write and a consistent database after a restart', async () => {
      const databaseUrl = await kit.createDatabaseUrl();
      const first = await startServer(databaseUrl);
      const token = await signIn(first);
      const game = await createGame(first, token, 'Crash Test');
      const stream = startResultStream(async (date, value) => (await postResult(first, token, game, date, value)).status);

      await stream.reached(ACKS_BEFORE_KILL);
      stream.expectConnectionLoss();
      const exit = await first.kill('SIGKILL');
      await stream.done;

      const second = await startServer(databaseUrl);
      const published = await publishedResults(second, game, STREAM_MONTH);
      const committedUnanswered = [...stream.unconfirmed].filter(([date, value]) => published.get(date) === String(value));
      console.info(
        `[crash-safety ${kit.kind}] ${stream.count()} writes acknowledged before SIGKILL; of the ` +
          `${stream.unconfirmed.size} in flight, ${committedUnanswered.length} had committed`,
      );
      const afterRestart = await postResult(second, await signIn(second), game, AFTER_RESTART_DATE, 'after');
      await second.kill('SIGTERM');
      const state = await readDatabaseState(databaseUrl, game.name);

      expect(exit.signal).toBe('SIGKILL');
      expect(stream.failures).toEqual([]);
      expect(writesNotKept(stream, published)).toEqual([]);
      const streamed = new Map([...state.results].filter(([date]) => date < AFTER_RESTART_DATE));
      expect(streamed).toEqual(published);
      expect(historyMismatches(streamed, state.history.filter((entry) => entry.drawDate < AFTER_RESTART_DATE))).toEqual([]);
      expect(state.integrity).toBe(kit.kind === 'sqlite' ? 'ok' : null);
      expect(afterRestart.status).toBe(200);
    }, TEST_TIMEOUT_MS);
  });
});
