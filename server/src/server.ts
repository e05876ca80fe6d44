import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { logStreamFor } from './http/log-stream';

// Past this, in-flight requests are abandoned so an orchestrator's restart is never blocked for good.
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = buildApp(config, { logStream: logStreamFor(process.stdout) });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    // close() stops accepting, lets in-flight requests finish, then runs onClose (the database).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A bad configuration is the operator's to fix: say what is wrong, without a stack trace.
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(error instanceof ConfigError ? `${error.message}\n` : `Failed to start: ${detail}\n`);
  process.exit(1);
});
