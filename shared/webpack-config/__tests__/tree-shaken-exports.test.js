// The shell's react-router and react-query keep only the exports listed here, and every app on the page
// uses the shell's copy: a name one app imports but the list lacks would be undefined there.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { SAME_EXPORTS_AS, TREE_SHAKEN_EXPORTS } = require('../shared-dependencies');

const repoRoot = path.join(__dirname, '..', '..', '..');
// What the apps' bundles are built from; tests and test helpers run under jest only.
const sourceRoots = ['hosts', 'remotes', 'shared'].flatMap((group) =>
  fs
    .readdirSync(path.join(repoRoot, group))
    .filter((name) => !(group === 'shared' && name === 'testing'))
    .map((name) => path.join(repoRoot, group, name, 'src'))
    .filter((dir) => fs.existsSync(dir)),
);
const isTestOnly = (name) => name === '__tests__' || name === 'testing' || /\.test\.tsx?$/.test(name);
// The shell's server build (hosts/shell/src/server) bundles its own copy and never runs in a browser.
const isServerOnly = (dir, name) => name === 'server' && path.basename(path.dirname(dir)) === 'shell';

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (isTestOnly(entry.name) || isServerOnly(dir, entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every value import from a tree-shaken package: `*` where the names cannot be known statically. */
function importsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (specifier, name) => {
    if (!ts.isStringLiteral(specifier)) return;
    const pkg = SAME_EXPORTS_AS[specifier.text] ?? specifier.text;
    if (pkg in TREE_SHAKEN_EXPORTS) found.push({ pkg, name, file: path.relative(repoRoot, file) });
  };
  const addNamed = (specifier, elements) => {
    for (const element of elements) {
      if (!element.isTypeOnly) add(specifier, (element.propertyName ?? element.name).text);
    }
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && node.importClause && !node.importClause.isTypeOnly) {
      const { name, namedBindings } = node.importClause;
      if (name) add(node.moduleSpecifier, 'default');
      if (namedBindings && ts.isNamespaceImport(namedBindings)) add(node.moduleSpecifier, '*');
      if (namedBindings && ts.isNamedImports(namedBindings)) addNamed(node.moduleSpecifier, namedBindings.elements);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      if (node.exportClause && ts.isNamedExports(node.exportClause)) addNamed(node.moduleSpecifier, node.exportClause.elements);
      else add(node.moduleSpecifier, '*');
    } else if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const dynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const required = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (dynamicImport || required) add(node.arguments[0], '*');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const used = sourceRoots.flatMap(sourceFiles).flatMap(importsOf);

describe.each(Object.keys(TREE_SHAKEN_EXPORTS))('the shared %s', (pkg) => {
  const listed = TREE_SHAKEN_EXPORTS[pkg];
  const importsOfPackage = used.filter((entry) => entry.pkg === pkg);

  it('lists every name any app imports from it', () => {
    const missing = importsOfPackage.filter(({ name }) => !listed.includes(name));
    expect(missing.map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
  });

  it('lists nothing no app imports (each name costs every first visit)', () => {
    expect(listed.filter((name) => !importsOfPackage.some((entry) => entry.name === name))).toEqual([]);
  });

  it('lists only real exports', () => {
    const exports = Object.keys(require(pkg));
    expect(listed.filter((name) => !exports.includes(name))).toEqual([]);
  });
});

it.each(Object.keys(SAME_EXPORTS_AS))('%s re-exports every name it is cut to', (pkg) => {
  const exports = Object.keys(require(pkg));
  expect(TREE_SHAKEN_EXPORTS[SAME_EXPORTS_AS[pkg]].filter((name) => !exports.includes(name))).toEqual([]);
});

it('finds the apps imports (the scan is not looking in the wrong place)', () => {
  expect(used.filter(({ pkg }) => pkg === 'react-router').length).toBeGreaterThan(10);
});
