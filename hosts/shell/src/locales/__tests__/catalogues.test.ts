import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteLanguages } from '@ghadi/contracts';

// The sources as written (imports of the catalogues are compiled by the build's transform).
const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(__dirname, '..', `${language}.json`), 'utf8')) as Record<string, string>;
const placeholders = (message: string): string[] => [...message.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!).sort();

const english = catalogue('en');

test.each(siteLanguages.filter((language) => language !== 'en'))('the %s catalogue has every text of the English one, and no other', (language) => {
  const other = catalogue(language);

  expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
});

test.each(siteLanguages)('every text of the %s catalogue is written, with the placeholders of its English text', (language) => {
  const texts = catalogue(language);

  for (const [key, message] of Object.entries(texts)) {
    expect([key, message.trim().length > 0]).toEqual([key, true]);
    expect([key, placeholders(message)]).toEqual([key, placeholders(english[key] ?? '')]);
  }
});
