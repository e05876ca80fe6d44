// The scale-out row: two instances of the same built server sharing one PostgreSQL schema and one Redis
// prefix, as a real deployment would, behind HAProxy (round robin, its own process). The main public reads
// run through HAProxy and against one instance directly, so the table shows what the extra hop costs. On
// one small machine every process shares the same cores: correctness and overhead, not scaling.
import { setTimeout as sleep } from 'node:timers/promises';
import { startAppServer } from '../lib/app-server.mjs';
import { callJson, probe, signIn } from '../lib/http.mjs';
import { resultFor } from '../lib/sample-games.mjs';
import { seed, seedFigures } from '../lib/seed.mjs';
import { browserHeaders } from '../lib/shared-settings.mjs';
import { daysBackFrom, lastDays, monthOf, siteToday } from '../lib/site-dates.mjs';
import { onCleanup } from './cleanup.mjs';
import { ensureHaproxy, startHaproxy } from './haproxy.mjs';
import { measure } from './load.mjs';
import { settings } from './settings.mjs';
import { endpointScenarios } from './scenarios.mjs';
import { createSchema, deleteKeys, dropSchema, randomSuffix, schemaUrl, unreachable } from './shared-services.mjs';

// Past the server's backstop TTL for public responses, a stale answer would be a missed invalidation.
const FRESHNESS_TIMEOUT_MS = 12_000;
const resultsRequest = { method: 'GET', path: '/api/results', headers: browserHeaders };

const etagOf = async (baseUrl) => (await probe(baseUrl, resultsRequest)).headers.etag;

/** Polls `baseUrl` until its ETag for the month's results is `expected`; the milliseconds it took, or null. */
async function waitForEtag(baseUrl, expected, since) {
  while (performance.now() - since < FRESHNESS_TIMEOUT_MS) {
    if ((await etagOf(baseUrl)) === expected) return performance.now() - since;
    await sleep(2);
  }
  return null;
}

/**
 * A result written on one instance must be served by the other, whose public cache already held the old
 * month: once changed (written on the first, read on the second), once restored (the other way round).
 * Returns how long each instance took to serve the new answer, in ms (null: still stale after the timeout).
 */
async function crossInstanceFreshness([first, second], token, game, gameIndex, dayIndex) {
  const dateTime = siteToday(settings.timeZone);
  const seeded = resultFor(gameIndex, dayIndex);
  const changed = String((Number(seeded) + 1) % 100).padStart(2, '0');
  const write = (baseUrl, result) =>
    callJson(baseUrl, 'POST', '/api/agent/my-ghadi/update-result', {
      token,
      body: { ghadiId: game.id, result, dateTime },
    });

  const original = await etagOf(first.baseUrl);
  if ((await etagOf(second.baseUrl)) !== original) throw new Error('the two instances disagree on /api/results');

  await write(first.baseUrl, changed);
  let since = performance.now();
  const changedEtag = await etagOf(first.baseUrl);
  if (changedEtag === original) throw new Error('the writing instance still serves the old /api/results');
  const changedMs = await waitForEtag(second.baseUrl, changedEtag, since);

  await write(second.baseUrl, seeded);
  since = performance.now();
  const restoredMs = await waitForEtag(first.baseUrl, original, since);
  return { changedMs, restoredMs, timeoutMs: FRESHNESS_TIMEOUT_MS };
}

/**
 * Everything about the row, or { skipped } with the reason. The PostgreSQL schema and Redis keys are
 * removed at the end, and by run.mjs's cleanup if the bench is interrupted first.
 */
export async function runScaleOut({ workDir, nextPort, progress }) {
  const { instances: instanceCount, postgresUrl, redisUrl, seedDays, rows: rowKeys } = settings.scaleOut;
  // The services first: without them there is no point installing HAProxy.
  const servicesMissing = await unreachable({ postgresUrl, redisUrl });
  const { version, unavailable } = servicesMissing ? {} : ensureHaproxy(progress);
  const skipped = servicesMissing ?? unavailable;
  if (skipped) {
    progress(`${instanceCount} instances behind HAProxy: skipped, ${skipped}`);
    return { skipped };
  }

  const suffix = randomSuffix();
  const schema = `bench_${suffix}`;
  const prefix = `bench${suffix}:`;
  // Registered before they exist: an interruption at any point still removes whatever was made.
  const removeSchema = onCleanup(() => dropSchema(postgresUrl, schema));
  let keysDeleted = 0;
  const removeKeys = onCleanup(async () => {
    keysDeleted = await deleteKeys(redisUrl, prefix);
  });

  const instances = [];
  let proxy;
  let proxyStats;
  let outcome;
  try {
    progress(`${instanceCount} instances: PostgreSQL schema ${schema}, Redis prefix ${prefix}`);
    await createSchema(postgresUrl, schema);
    const shared = {
      databaseUrl: schemaUrl(postgresUrl, schema),
      timeZone: settings.timeZone,
      admin: settings.admin,
      // Behind one proxy hop, as a deployment behind a load balancer would be configured.
      env: { REDIS_URL: redisUrl, REDIS_PREFIX: prefix, TRUST_PROXY: '1' },
    };
    // One after the other: the first creates the tables and the admin, then the next joins, as in a rollout.
    for (let index = 0; index < instanceCount; index += 1) {
      instances.push(await startAppServer({ port: await nextPort(), ...shared }));
    }
    proxy = await startHaproxy({
      port: await nextPort(),
      upstreams: instances.map(({ baseUrl }) => baseUrl),
      dir: workDir,
    });

    const { games: gameCount, years, visitors } = settings.seed;
    const today = siteToday(settings.timeZone);
    const history = seedDays ? `${seedDays} days` : `${years} years`;
    progress(`Seeding ${gameCount} games with ${history} of daily results through HAProxy...`);
    const days = seedDays ? lastDays(today, seedDays) : daysBackFrom(today, years);
    const seeding = await seed(proxy.baseUrl, { admin: settings.admin, gameCount, days, visitors });
    progress(`Seeded ${seeding.results} results in ${seeding.seconds.toFixed(1)} s`);

    progress('Cross-instance freshness: a write on one instance, read on the other');
    const token = await signIn(proxy.baseUrl, settings.admin);
    const freshness = await crossInstanceFreshness(instances, token, seeding.games[0], 0, days.length - 1);

    const context = { gameName: seeding.games[0].NameEn, month: monthOf(today) };
    const scenarios = (await endpointScenarios(proxy.baseUrl, context)).filter(({ key }) => rowKeys.includes(key));
    const direct = [];
    const proxied = [];
    // Each read directly and then through HAProxy, back to back, so both see the same background load.
    for (const scenario of scenarios) {
      const { key, label, note } = scenario;
      progress(`1 of ${instanceCount} direct: ${label}`);
      direct.push({ key, label, note, result: await measure(instances[0].baseUrl, scenario) });
      progress(`${instanceCount} via HAProxy: ${label}`);
      proxied.push({ key, label, note, result: await measure(proxy.baseUrl, scenario) });
    }

    outcome = {
      instances: instanceCount,
      schema,
      prefix,
      balancer: `HAProxy ${version}`,
      seeding: {
        ...seedFigures(seeding),
        note: seedDays ? 'a shorter history than the rows above, to save time' : '',
      },
      freshness,
      direct,
      proxied,
    };
  } finally {
    proxyStats = await proxy?.stop();
    await Promise.all(instances.map(({ stop }) => stop()));
    const [schemaRemoval, keysRemoval] = await Promise.allSettled([removeSchema(), removeKeys()]);
    const removals = [
      [`drop schema ${schema}`, schemaRemoval],
      [`delete Redis keys ${prefix}*`, keysRemoval],
    ];
    for (const [what, removal] of removals) {
      if (removal.status === 'rejected') progress(`✖ Could not ${what}: ${removal.reason?.message ?? removal.reason}`);
    }
    if (schemaRemoval.status === 'fulfilled') progress(`Dropped schema ${schema}`);
    if (keysRemoval.status === 'fulfilled') progress(`Deleted ${keysDeleted} Redis keys under ${prefix}`);
  }
  // Known only once HAProxy has stopped and the shared state is gone.
  return { ...outcome, proxyStats, keysDeleted };
}
