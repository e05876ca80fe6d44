// Runs once per jest run, before any worker starts: probes PostgreSQL so every test file knows, without
// each one waiting on a connection timeout, whether to run its PostgreSQL variant.
const { Client } = require('pg');

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

module.exports = async function probePostgres() {
  const url = process.env.TEST_POSTGRES_URL || DEFAULT_URL;
  process.env.TEST_POSTGRES_URL = url;
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.TEST_POSTGRES_AVAILABLE = 'yes';
  } catch (error) {
    if (process.env.CI) {
      throw new Error(`PostgreSQL is required in CI but ${url} is unreachable: ${error.message}`);
    }
    process.env.TEST_POSTGRES_AVAILABLE = 'no';
    console.warn(
      `\n!!!!!!!!!!\n!!! PostgreSQL at ${url} is unreachable (${error.message}).\n` +
        '!!! The server tests run on SQLite ONLY; the PostgreSQL variants are SKIPPED.\n' +
        '!!! Start PostgreSQL or set TEST_POSTGRES_URL (CI fails instead of skipping).\n!!!!!!!!!!\n',
    );
  } finally {
    await client.end().catch(() => {});
  }
};
