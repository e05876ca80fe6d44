// The container test: runs a built image's own files as the image says (its user, working folder,
// environment and command) and checks what an operator relies on: readiness answers, the image's
// HEALTHCHECK passes, a result published through the API reads back and its Open Graph picture is drawn
// (sharp's native binary and fonts are in the image), the database lands in the data volume, the server runs as the unprivileged user, and SIGTERM stops it cleanly.
//
// `podman run` cannot start containers on these machines (crun is refused the cgroups it sets up), so the
// image's files come from `podman image mount` and run under chroot, with the data volume, /proc, /dev and
// /tmp bound in. Needs root. Usage: node scripts/container/check-image.mjs [image]  (default ghadi:latest)
import { spawn, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, statSync, chownSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import contracts from '@ghadi/contracts';
import { callJson, signIn } from '../lib/http.mjs';
import { portPicker } from '../lib/free-port.mjs';
import { siteToday } from '../lib/site-dates.mjs';

const image = process.argv[2] ?? 'ghadi:latest';
const ADMIN = { UserName: 'admin', Password: 'container-check-password-1' };
const READY_TIMEOUT_MS = 60_000;

const { picturePaths, PAGE_PICTURE_SIZE } = contracts;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG's width and height from its first chunk, which the format requires to be IHDR; null if not a PNG. */
function pngSize(bytes) {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const podman = (...args) => execFileSync('podman', args, { encoding: 'utf8' }).trim();
const failures = [];
function check(name, ok, detail = '') {
  console.log(`${ok ? '✔' : '✖'} ${name}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures.push(name);
}

const inspected = JSON.parse(podman('image', 'inspect', image))[0];
const config = inspected.Config;
const imageSize = Number(podman('image', 'inspect', '--format', '{{.Size}}', image));
console.log(`› ${image}: ${(imageSize / 1e6).toFixed(0)} MB`);

check('the image runs as the unprivileged user node', config.User === 'node', `USER ${config.User}`);
check('the data folder is a volume', Object.keys(config.Volumes ?? {}).includes('/app/data'));
// ["CMD", program, ...args]; podman lists it beside Config, docker inside it.
const healthcheck = (inspected.Healthcheck ?? config.Healthcheck)?.Test ?? [];
const healthcheckOk = healthcheck[0] === 'CMD' && healthcheck.length > 1 && healthcheck.join(' ').includes('/health/ready');
check('the HEALTHCHECK asks /health/ready', healthcheckOk, healthcheck.slice(0, 2).join(' '));

const root = podman('image', 'mount', image);
const mounts = [];
const bind = (source, target, options = ['--bind']) => {
  execFileSync('mount', [...options, source, path.join(root, target)]);
  mounts.unshift(path.join(root, target));
};
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-container-data-'));
let server;
try {
  const [uid, gid] = readFileSync(path.join(root, 'etc/passwd'), 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`${config.User}:`))
    .split(':')
    .slice(2, 4)
    .map(Number);
  // The volume as a fresh named volume starts: empty, owned by the image's user.
  chownSync(dataDir, uid, gid);
  bind(dataDir, 'app/data');
  bind('/proc', 'proc', ['--rbind']);
  bind('/dev', 'dev', ['--rbind']);
  execFileSync('mount', ['-t', 'tmpfs', 'tmpfs', path.join(root, 'tmp')]);
  mounts.unshift(path.join(root, 'tmp'));

  // Clear of the browser tests' ports (E2E_PORT 4380 and the ports above it), which CI runs beside this;
  // CHECK_IMAGE_PORT names one instead, for a run beside CI's own check on a shared machine.
  const port = process.env.CHECK_IMAGE_PORT ? Number(process.env.CHECK_IMAGE_PORT) : await portPicker([4700, 4799])();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The image's environment, plus what an operator passes with `-e`.
  const env = [...config.Env, `PORT=${port}`, 'HOST=127.0.0.1', `ADMIN_PASSWORD=${ADMIN.Password}`, 'LOG_LEVEL=warn'];
  const inImage = (command) => ['--userspec', `${uid}:${gid}`, root, '/usr/bin/env', '-i', ...env, '/bin/sh', '-c', `cd '${config.WorkingDir}' && exec ${command}`];
  const quoted = (args) => args.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');

  const startedAt = performance.now();
  server = spawn('chroot', inImage(quoted([...(config.Entrypoint ?? []), ...config.Cmd])), { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = once(server, 'exit');
  let ready = false;
  while (!ready && performance.now() - startedAt < READY_TIMEOUT_MS && server.exitCode === null) {
    ready = await fetch(`${baseUrl}/health/ready`).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const startMs = performance.now() - startedAt;
  check('/health/ready answers 200', ready, `${(startMs / 1000).toFixed(2)} s after start, fresh database`);
  if (!ready) throw new Error('the server never got ready');

  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const processUid = Number(/^Uid:\s+(\d+)/m.exec(status)[1]);
  const command = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  check('the server process runs as the image user, not root', processUid === uid && uid !== 0, `uid ${processUid}: ${command}`);

  if (healthcheckOk) {
    const health = spawn('chroot', inImage(quoted(healthcheck.slice(1))), { stdio: 'inherit' });
    const [healthCode] = await once(health, 'exit');
    check("the image's HEALTHCHECK command passes", healthCode === 0, `exit ${healthCode}`);
  }

  const token = await signIn(baseUrl, ADMIN);
  const game = (
    await callJson(baseUrl, 'POST', '/api/ghadis', {
      token,
      body: { NameEn: 'Container Bazar', NameHn: 'कंटेनर बाज़ार', RTime: '09:00 PM', OrderId: 1 },
    })
  ).data;
  // The image's zone (SITE_TIMEZONE defaults to Asia/Kolkata), so "today" is the server's today.
  const today = siteToday('Asia/Kolkata');
  await callJson(baseUrl, 'POST', '/api/agent/my-ghadi/update-result', { token, body: { ghadiId: game.id, result: '42', dateTime: today } });
  const results = (await callJson(baseUrl, 'GET', `/api/results/${encodeURIComponent(game.NameEn.toLowerCase())}`)).data ?? [];
  const readBack = results.find((row) => row.DateTime === today);
  check('a result published through the API reads back', readBack?.Result === '42', `${game.NameEn} ${today}: ${readBack?.Result}`);

  // Drawn by sharp inside the image: a missing native library or font shows here, not in a share preview.
  const picturePath = picturePaths.gameDate(game.NameEn, today);
  const picture = await fetch(`${baseUrl}${picturePath}`);
  const pictureBytes = Buffer.from(await picture.arrayBuffer());
  const size = pngSize(pictureBytes);
  check(
    "the result's Open Graph picture is a PNG of the page picture's size",
    picture.status === 200 && size?.width === PAGE_PICTURE_SIZE.width && size?.height === PAGE_PICTURE_SIZE.height,
    `${picturePath}: ${picture.status} ${picture.headers.get('content-type')}, ` +
      `${size ? `${size.width}x${size.height}` : 'not a PNG'}, ${pictureBytes.length} bytes`,
  );

  const database = statSync(path.join(dataDir, 'ghadi.sqlite'));
  check('the database is in the data volume, owned by the image user', database.uid === uid, `data/ghadi.sqlite uid ${database.uid}`);

  server.kill('SIGTERM');
  const [code, signal] = await exited;
  check('SIGTERM stops the server cleanly', code === 0, `exit ${code ?? signal}`);
  server = undefined;
  console.log(`› start to ready: ${(startMs / 1000).toFixed(2)} s; image size: ${(imageSize / 1e6).toFixed(0)} MB`);
} catch (error) {
  failures.push(String(error?.message ?? error));
  console.error(`✖ ${error?.stack ?? error}`);
} finally {
  if (server) {
    server.kill('SIGKILL');
    await once(server, 'exit');
  }
  for (const mount of mounts) execFileSync('umount', ['--recursive', '--lazy', mount]);
  podman('image', 'unmount', image);
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n✖ The image failed: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\n✔ The image passed.');
