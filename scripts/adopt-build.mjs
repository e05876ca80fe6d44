// node scripts/adopt-build.mjs <checkout>: this checkout takes <checkout>'s build outputs as its own (CI's Node 24 part).
import { adoptBuild } from './workspace.mjs';

const from = process.argv[2];
if (!from) {
  console.error('usage: node scripts/adopt-build.mjs <checkout whose build to take>');
  process.exit(1);
}
adoptBuild(from);
