// Starts the real server for the browser suite on a fresh SQLite database, with a known first admin.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const dataDir = path.join(here, '..', process.env.E2E_OUTPUT_DIR ?? 'test-results', `db-${process.env.PORT}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.sqlite')}`,
    MFA_KEY_FILE: path.join(dataDir, 'mfa.key'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'e2e-admin-password-1',
    LOG_LEVEL: 'warn',
    // Canonical URLs and the sitemap name the address the browser suite uses.
    PUBLIC_ORIGIN: `http://127.0.0.1:${process.env.PORT}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
