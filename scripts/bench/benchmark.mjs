// One benchmark run, start to finish: seed once, measure the raw limit, the server with its public cache,
// then the same server and data with the cache off; the public pages at a real site's size with the front
// ends' initial JavaScript (scale.mjs); last, two instances on PostgreSQL and Redis behind HAProxy (scale-out.mjs).
import { copyFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from '../lib/app-server.mjs';
import { startNode, stopChild } from '../lib/children.mjs';
import { portPicker } from '../lib/free-port.mjs';
import { probe } from '../lib/http.mjs';
import { seed, seedFigures } from '../lib/seed.mjs';
import { daysBackFrom, monthOf, siteToday } from '../lib/site-dates.mjs';
import { waitReady } from '../lib/wait-ready.mjs';
import { measureAgainstRaw } from './load.mjs';
import { measureRenderTimes } from './render-time.mjs';
import { runScale } from './scale.mjs';
import { runScaleOut } from './scale-out.mjs';
import { settings } from './settings.mjs';
import { endpointScenarios, listingRequest } from './scenarios.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

// Progress goes to stderr, so stdout holds the report alone.
const progress = (message) => console.error(`› ${message}`);

const nextPort = portPicker(settings.portRange);

async function withServer({ databaseFile, publicCache }, work) {
  const server = await startAppServer({
    port: await nextPort(),
    databaseUrl: `sqlite:${databaseFile}`,
    publicCache,
    timeZone: settings.timeZone,
    admin: settings.admin,
  });
  try {
    return await work(server.baseUrl);
  } finally {
    await server.stop();
  }
}

/** The machine's limit: a node:http process answering every request with the same `bodyBytes`-long buffer. */
async function startRawServer(bodyBytes) {
  const port = await nextPort();
  const child = startNode(path.join(here, 'raw-server.mjs'), { args: [String(port), String(bodyBytes)] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(child, baseUrl);
  return { baseUrl, stop: () => stopChild(child) };
}

/** Copies a closed SQLite database (and its write-ahead log, if one was left) so two runs start equal. */
function copyDatabase(from, to) {
  for (const suffix of ['', '-wal']) {
    if (existsSync(from + suffix)) copyFileSync(from + suffix, to + suffix);
  }
}

/**
 * Each row measured against the raw server in alternating slices (measureAgainstRaw). A row whose answer is
 * much larger than the listing (a rendered page) is measured against a raw server of its own answering a
 * body of its size, so the share compares like with like.
 */
async function measureRows(baseUrl, server, context, rawBaseUrl) {
  const rows = [];
  for (const scenario of await endpointScenarios(baseUrl, context)) {
    progress(`${server}: ${scenario.label}, alternating with raw node:http`);
    const rawBytes = scenario.rawOfItsSize ? (await probe(baseUrl, scenario)).bytes : undefined;
    const ownRaw = rawBytes === undefined ? undefined : await startRawServer(rawBytes);
    try {
      const { result, raw } = await measureAgainstRaw(baseUrl, scenario, ownRaw?.baseUrl ?? rawBaseUrl, listingRequest);
      const note = rawBytes === undefined ? scenario.note : `vs a raw ${rawBytes}-byte body of its own`;
      rows.push({ key: scenario.key, label: scenario.label, note, result, raw, rawBytes });
    } finally {
      await ownRaw?.stop();
    }
  }
  return rows;
}

/** Runs everything with its databases in `workDir`; returns the measurements. */
export async function runBenchmark(workDir) {
  const seededFile = path.join(workDir, 'seeded.sqlite');
  const uncachedFile = path.join(workDir, 'uncached.sqlite');
  const { games: gameCount, years, visitors } = settings.seed;
  const today = siteToday(settings.timeZone);

  progress(`Seeding ${gameCount} games with ${years} years of daily results...`);
  const seeding = await withServer({ databaseFile: seededFile, publicCache: true }, (baseUrl) =>
    seed(baseUrl, { admin: settings.admin, gameCount, days: daysBackFrom(today, years), visitors }),
  );
  progress(`Seeded ${seeding.results} results in ${seeding.seconds.toFixed(1)} s`);
  // Tracking rows add visitors: the uncached server starts from a copy of the data as seeded.
  copyDatabase(seededFile, uncachedFile);
  const context = { gameName: seeding.games[0].NameEn, month: monthOf(today) };

  const cachedServer = { databaseFile: seededFile, publicCache: true };
  const { listing, rawServer, cached } = await withServer(cachedServer, async (baseUrl) => {
    const answer = await probe(baseUrl, listingRequest);
    const listing = { bytes: answer.bytes, encoding: answer.headers['content-encoding'] ?? null };
    // The machine's limit, answering a body of the listing's size, idle except when measured.
    const rawServer = await startRawServer(listing.bytes);
    return { listing, rawServer, cached: await measureRows(baseUrl, 'cache on', context, rawServer.baseUrl) };
  });

  const { uncached, renders } = await withServer({ databaseFile: uncachedFile, publicCache: false }, async (baseUrl) => {
    progress('cache off: rendering pages one at a time');
    const gamePage = `/satta-results/${encodeURIComponent(context.gameName.toLowerCase())}`;
    const renders = await measureRenderTimes(baseUrl, ['/', '/hi/', gamePage, `/hi${gamePage}`]);
    return { renders, uncached: await measureRows(baseUrl, 'cache off', context, rawServer.baseUrl) };
  }).finally(() => rawServer.stop());
  const listingSized = [...cached, ...uncached].filter((row) => row.rawBytes === undefined);
  const raw = { label: `fixed ${listing.bytes}-byte buffer`, runs: listingSized.map((row) => row.raw) };

  const scale = await runScale({ workDir, nextPort, progress });
  // A failure here is reported with the rows above rather than losing them.
  const scaleOut = await runScaleOut({ workDir, nextPort, progress }).catch((error) => {
    progress(`Scale-out row failed: ${error.stack ?? error}`);
    return { failed: error.message ?? String(error) };
  });

  return {
    finishedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version },
    seeding: seedFigures(seeding),
    listing,
    raw,
    cached,
    uncached,
    renders,
    scale,
    bundles: scale.bundles,
    scaleOut,
  };
}
