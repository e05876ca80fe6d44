// npm start: install and build if needed, then run the server, which also serves the built front ends.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { requireSupportedNode } from './lib/supported-node.mjs';
import { ensureBuilt, ensureInstalled, root } from './workspace.mjs';

requireSupportedNode();
ensureInstalled();
ensureBuilt();

const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'server.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
