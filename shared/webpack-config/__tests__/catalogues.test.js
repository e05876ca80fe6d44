// Every catalogue of texts (a locales/<language>.json folder: each app's, the shared back-office pieces', the
// server's messages, the words of a game's day and of a result told off the page; compiled by
// ../catalog-loader.js): each language has every text of the English one, no other, and the same placeholders
// in each.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const repoRoot = path.join(__dirname, '..', '..', '..');

/** The source folders of the packages: each app's, each shared package's and the server's. */
const sourceFolders = () => [
  ...['hosts', 'remotes', 'shared'].flatMap((group) => fs.readdirSync(path.join(repoRoot, group)).map((pkg) => path.posix.join(group, pkg, 'src'))),
  'server/src',
].filter((folder) => fs.existsSync(path.join(repoRoot, folder)));

/**
 * Every catalogue folder in a package's sources, relative to the repository: a `locales` folder, and each folder
 * inside one (a catalogue of texts only some pages load, such as the shell's `locales/later-pages`).
 */
function catalogueFolders() {
  const folders = [];
  const visit = (dir, inLocales) => {
    for (const entry of fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('__')) continue;
      const child = path.posix.join(dir, entry.name);
      const isCatalogue = inLocales || entry.name === 'locales';
      if (isCatalogue) folders.push(child);
      visit(child, isCatalogue);
    }
  };
  sourceFolders().forEach((folder) => visit(folder, false));
  return folders.sort();
}

const folders = catalogueFolders();
const catalogue = (folder, language) => JSON.parse(fs.readFileSync(path.join(repoRoot, folder, `${language}.json`), 'utf8'));
const languagesOf = (folder) =>
  fs
    .readdirSync(path.join(repoRoot, folder))
    .filter((file) => /^[a-z]{2}\.json$/.test(file))
    .map((file) => file.slice(0, 2));
const placeholders = (message) => [...message.matchAll(/\{(\w+)/g)].map(([, name]) => name).sort();
const { CATALOG_FILES, compileCatalog } = require('../catalog-loader');
const { compileCatalogsIn } = require('../compile-catalogs');

const cases = folders.flatMap((folder) => languagesOf(folder).filter((language) => language !== 'en').map((language) => [folder, language]));

test('the shell, both back offices and the shared pieces have their texts in Hindi', () => {
  expect(cases).toEqual(
    expect.arrayContaining([
      ['hosts/shell/src/locales', 'hi'],
      ['remotes/admin/src/locales', 'hi'],
      ['remotes/agent/src/locales', 'hi'],
      ['shared/ui/src/locales', 'hi'],
      ['shared/contracts/src/api/locales', 'hi'],
      ['shared/contracts/src/draw-day/locales', 'hi'],
      ['shared/contracts/src/channels/locales', 'hi'],
    ]),
  );
});

// A catalogue the build does not compile would reach Lingui's runtime as raw ICU: its placeholders unfilled.
test.each(folders.flatMap((folder) => languagesOf(folder).map((language) => [folder, language])))('%s: the %s catalogue is compiled by every build', (folder, language) => {
  expect(CATALOG_FILES.test(path.join(repoRoot, folder, `${language}.json`))).toBe(true);
});

test.each(cases)('%s: the %s catalogue has every text of the English one, and no other', (folder, language) => {
  expect(Object.keys(catalogue(folder, language)).sort()).toEqual(Object.keys(catalogue(folder, 'en')).sort());
});

test.each(cases)('%s: every %s text is written, with the placeholders of its English text', (folder, language) => {
  const english = catalogue(folder, 'en');
  for (const [key, message] of Object.entries(catalogue(folder, language))) {
    expect([key, message.trim().length > 0]).toEqual([key, true]);
    expect([key, placeholders(message)]).toEqual([key, placeholders(english[key] ?? '')]);
  }
});

test.each(folders.flatMap((folder) => languagesOf(folder).map((language) => [folder, language])))('%s: the %s catalogue compiles', (folder, language) => {
  expect(() => compileCatalog(fs.readFileSync(path.join(repoRoot, folder, `${language}.json`), 'utf8'))).not.toThrow();
});

test('a catalogue compiles to what Lingui formats without a parser, a message with a typo refused', () => {
  expect(JSON.parse(compileCatalog('{"a":"Hello {name}","b":"plain"}'))).toEqual({ a: ['Hello ', ['name']], b: ['plain'] });
  expect(() => compileCatalog('{"a":"Hello {name"}')).toThrow();
});

test('a package built by tsc has its catalogues compiled in its dist, and no other JSON', () => {
  const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'catalogues-')), 'dist');
  const write = (file, content) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  };
  write('draw-day/locales/hi.json', '{"was":"पहले {result}"}');
  write('api/locales/en.json', '{"a":"plain"}');
  write('pages/en.json', '{"a":"Hello {name}"}');
  compileCatalogsIn(dist);
  const read = (file) => JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8'));
  expect([read('draw-day/locales/hi.json'), read('api/locales/en.json'), read('pages/en.json')]).toEqual([
    { was: ['पहले ', ['result']] },
    { a: ['plain'] },
    { a: 'Hello {name}' },
  ]);
  fs.rmSync(path.dirname(dist), { recursive: true, force: true });
});

// A back office's catalogue is its own and the shared pieces' together: no key may mean two texts.
test.each(['remotes/admin/src/locales', 'remotes/agent/src/locales'])('%s: no text has the key of a shared piece\'s', (folder) => {
  const shared = new Set(Object.keys(catalogue('shared/ui/src/locales', 'en')));
  expect(Object.keys(catalogue(folder, 'en')).filter((key) => shared.has(key))).toEqual([]);
});

// One word per thing across every screen: a result is रिजल्ट in Hindi, as the pages and charts say it.
test.each(folders)('%s: the Hindi catalogue says रिजल्ट for a result, never नतीजा', (folder) => {
  expect(Object.entries(catalogue(folder, 'hi')).filter(([, message]) => /नतीज/.test(message))).toEqual([]);
});
