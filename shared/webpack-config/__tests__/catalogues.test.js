// Every app's catalogue of texts (src/locales/<language>.json, compiled by ../catalog-loader.js): each
// language has every text of the English one, no other, and the same placeholders in each.
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.join(__dirname, '..', '..', '..');
const apps = ['hosts/shell', 'remotes/admin', 'remotes/agent'].filter((app) => fs.existsSync(path.join(repoRoot, app, 'src', 'locales')));
const catalogue = (app, language) => JSON.parse(fs.readFileSync(path.join(repoRoot, app, 'src', 'locales', `${language}.json`), 'utf8'));
const languagesOf = (app) =>
  fs
    .readdirSync(path.join(repoRoot, app, 'src', 'locales'))
    .filter((file) => /^[a-z]{2}\.json$/.test(file))
    .map((file) => file.slice(0, 2));
const placeholders = (message) => [...message.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
const { compileCatalog } = require('../catalog-loader');

const cases = apps.flatMap((app) => languagesOf(app).filter((language) => language !== 'en').map((language) => [app, language]));

test('the shell and both back offices have their texts in Hindi', () => {
  expect(cases).toEqual(expect.arrayContaining([['hosts/shell', 'hi'], ['remotes/admin', 'hi'], ['remotes/agent', 'hi']]));
});

test.each(cases)('%s: the %s catalogue has every text of the English one, and no other', (app, language) => {
  expect(Object.keys(catalogue(app, language)).sort()).toEqual(Object.keys(catalogue(app, 'en')).sort());
});

test.each(cases)('%s: every %s text is written, with the placeholders of its English text', (app, language) => {
  const english = catalogue(app, 'en');
  for (const [key, message] of Object.entries(catalogue(app, language))) {
    expect([key, message.trim().length > 0]).toEqual([key, true]);
    expect([key, placeholders(message)]).toEqual([key, placeholders(english[key] ?? '')]);
  }
});

test('a catalogue compiles to what Lingui formats without a parser, a message with a typo refused', () => {
  expect(JSON.parse(compileCatalog('{"a":"Hello {name}","b":"plain"}'))).toEqual({ a: ['Hello ', ['name']], b: ['plain'] });
  expect(() => compileCatalog('{"a":"Hello {name"}')).toThrow();
});

// One word per thing across every screen: a result is रिजल्ट in Hindi, as the pages and charts say it.
test.each(apps)('%s: the Hindi catalogue says रिजल्ट for a result, never नतीजा', (app) => {
  expect(Object.entries(catalogue(app, 'hi')).filter(([, message]) => /नतीज/.test(message))).toEqual([]);
});
