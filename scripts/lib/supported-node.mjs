// The Node check npm start, npm test and npm run demo make before anything else. The supported lines are
// the root package.json's `engines.node` (one place), written as caret ranges joined by `||`, for example
// "^20.19.0 || ^22.13.0 || ^24.0.0". Node built-ins and plain syntax only: it must run, and say why it
// stops, on a Node too old for the rest of the scripts.
import { readFileSync } from 'node:fs';

function parseVersion(text) {
  const [major, minor, patch] = text.replace(/^[v^]/, '').split('.').map(Number);
  return { major, minor: minor || 0, patch: patch || 0 };
}

function atLeast(version, minimum) {
  if (version.major !== minimum.major) return version.major > minimum.major;
  if (version.minor !== minimum.minor) return version.minor > minimum.minor;
  return version.patch >= minimum.patch;
}

/** The verdict for a Node version against an engines range: 'supported', 'too-old' or 'untested'. */
export function judgeNode(nodeVersion, enginesRange) {
  const lines = enginesRange.split('||').map((part) => part.trim());
  if (lines.some((line) => !/^\^\d+\.\d+\.\d+$/.test(line))) {
    throw new Error(`package.json engines.node must be caret ranges joined by "||", not "${enginesRange}"`);
  }
  const minimums = lines.map(parseVersion);
  const version = parseVersion(nodeVersion);
  const ownLine = minimums.find((minimum) => minimum.major === version.major);
  if (ownLine) return atLeast(version, ownLine) ? 'supported' : 'too-old';
  const oldest = Math.min(...minimums.map((minimum) => minimum.major));
  return version.major < oldest ? 'too-old' : 'untested';
}

/** Names the lines of a range for people: "20.19+, 22.13+ or 24". */
export function describeLines(enginesRange) {
  const names = enginesRange.split('||').map((part) => {
    const { major, minor, patch } = parseVersion(part.trim());
    return minor === 0 && patch === 0 ? String(major) : `${major}.${minor}${patch ? `.${patch}` : ''}+`;
  });
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
}

/** Stops the process with a clear message on a Node older than the supported lines; warns on an untested one. */
export function requireSupportedNode(packageJsonUrl = new URL('../../package.json', import.meta.url)) {
  const enginesRange = JSON.parse(readFileSync(packageJsonUrl, 'utf8')).engines.node;
  const verdict = judgeNode(process.versions.node, enginesRange);
  const lines = describeLines(enginesRange);
  if (verdict === 'too-old') {
    console.error(
      `✖ This is Node ${process.versions.node}, which is too old: the site needs Node ${lines}.\n` +
        '  Install a supported Node (https://nodejs.org/en/download) and run the command again.',
    );
    process.exit(1);
  }
  if (verdict === 'untested') {
    console.warn(`! Node ${process.versions.node} is not a line the project is tested on (Node ${lines}); going on.`);
  }
}
