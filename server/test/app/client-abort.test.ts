import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths } from '@ghadi/contracts';
import { describeEachDatabase } from '../helper';
import { describeBuiltServer, killAllServers, startServer, type BuiltServer } from '../support/built-server';
import { openConnection } from '../support/raw-connection';

/** Resolves once the server has printed something that matches; rejects after `timeoutMs`. */
async function printed(server: BuiltServer, pattern: RegExp, timeoutMs = 5_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !pattern.test(server.output()); await sleep(20)) {
    if (Date.now() > deadline) throw new Error(`the server printed nothing like ${pattern}:\n${server.output()}`);
  }
}

// A client that drops its connection mid-upload makes Node report ECONNRESET, as a lost database
// connection does: the log must still tell the two apart, or anyone could raise outage alerts. Run
// against the built server: under jest, Node's own errors are not `instanceof Error`, which hides the mix-up.
describeBuiltServer('a client that aborts its upload', () => {
  afterEach(() => killAllServers());

  describeEachDatabase('under the built server', (kit) => {
    it('is not logged or answered as a database outage, and the site stays ready', async () => {
      const server = await startServer(await kit.createDatabaseUrl(), { LOG_LEVEL: 'info' });
      const connection = await openConnection(server.port);
      connection.write('POST /api/users/login HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"UserName":"adm');
      await printed(server, /"url":"\/api\/users\/login"/);

      connection.socket.resetAndDestroy();
      await printed(server, /request aborted by the client|database unavailable/);
      const ready = await fetch(`${server.url}${apiPaths.healthReady}`);

      expect(server.output()).not.toContain('database unavailable');
      expect(server.output()).toContain('request aborted by the client');
      expect(server.output()).not.toContain('"statusCode":503');
      expect(ready.status).toBe(200);
    });
  });
});
