import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every app's catalogues (src/locales/<language>.json), read as files: this package cannot import the apps.
const root = path.resolve(__dirname, '..', '..', '..', '..');
const apps = ['hosts/shell', 'remotes/admin', 'remotes/agent'];
const catalogueOf = (app: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, app, 'src', 'locales', `${language}.json`), 'utf8')) as Record<string, string>;

/** The names a message fills in: `{game}`, `{count, plural, ...}`. */
const placeholders = (message: string): string[] => [...new Set([...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]!))].sort();

describe.each(apps)('the catalogues of %s', (app) => {
  const languages = readdirSync(path.join(root, app, 'src', 'locales')).map((file) => path.basename(file, '.json'));
  const english = catalogueOf(app, 'en');

  it('come in English and Hindi', () => {
    expect(languages.sort()).toEqual(['en', 'hi']);
  });

  it('have every key in both languages, with the same placeholders', () => {
    const hindi = catalogueOf(app, 'hi');
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    const differing = Object.keys(english).filter((key) => placeholders(english[key]!).join() !== placeholders(hindi[key] ?? '').join());
    expect(differing).toEqual([]);
    expect(Object.entries(hindi).filter(([, message]) => message.trim() === '')).toEqual([]);
  });

  it('say "result" in Hindi with one word, रिजल्ट, as the pages and charts do', () => {
    const hindi = catalogueOf(app, 'hi');
    expect(Object.entries(hindi).filter(([, message]) => /नतीज/.test(message))).toEqual([]);
  });
});
