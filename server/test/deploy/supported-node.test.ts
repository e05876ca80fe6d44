import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../support/built-server';

// The check npm start, npm test and npm run demo make first (scripts/lib/supported-node.mjs). It is an ES
// module of the scripts, so it runs in its own Node here rather than in jest's module system.
const checker = path.join(repoRoot, 'scripts/lib/supported-node.mjs');
const engines: string = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).engines.node;

function judge(versions: string[], range: string): string[] {
  const program = `import { judgeNode } from ${JSON.stringify(checker)};
    console.log(JSON.stringify(${JSON.stringify(versions)}.map((v) => judgeNode(v, ${JSON.stringify(range)}))));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8' }));
}

describe('the supported Node lines', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-node-check-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names Node 20.19+, 22.13+ and 24 in package.json, and this Node is one of them', () => {
    expect(engines).toBe('^20.19.0 || ^22.13.0 || ^24.0.0');
    expect(judge([process.versions.node], engines)).toEqual(['supported']);
  });

  it('judges a version too old below its own line or below the oldest line, and untested past the lines', () => {
    const versions = ['18.20.8', '20.18.3', '20.19.0', '21.7.3', '22.12.0', '22.13.0', '24.0.0', '24.21.0', '26.0.0'];
    expect(judge(versions, engines)).toEqual([
      'too-old',
      'too-old',
      'supported',
      'untested',
      'too-old',
      'supported',
      'supported',
      'supported',
      'untested',
    ]);
  });

  it.each(['start', 'test', 'demo'])('stops npm %s on a Node older than the lines, saying which it needs, before installing', (script) => {
    // A copy of the scripts under a package.json that asks for a line newer than this Node: the same code
    // path an operator's old Node takes, without an old Node on the machine.
    const copy = path.join(dir, script);
    mkdirSync(copy);
    cpSync(path.join(repoRoot, 'scripts'), path.join(copy, 'scripts'), { recursive: true });
    const newer = Number(process.versions.node.split('.')[0]) + 2;
    writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ name: 'old-node-check', private: true, engines: { node: `^${newer}.0.0` } }));

    const run = spawnSync(process.execPath, [`scripts/${script}.mjs`], { cwd: copy, encoding: 'utf8', env: { ...process.env, CI: '' } });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`This is Node ${process.versions.node}, which is too old: the site needs Node ${newer}.`);
    expect(existsSync(path.join(copy, 'node_modules'))).toBe(false);
  });
});
