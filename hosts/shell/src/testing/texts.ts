import type { Catalog, I18n } from '@ghadi/i18n';
import { type SiteLanguage } from '@ghadi/contracts';
import englishDay from '@ghadi/contracts/day-words/en.json';
import hindiDay from '@ghadi/contracts/day-words/hi.json';
import english from '@/locales/en.json';
import hindi from '@/locales/hi.json';
import { createI18n } from '@/lib/texts';

// Compiled by the same transform as the build's (jest.preset.js): the typed import is the source's shape. With
// the words of a game's day, as lib/catalog.ts loads them.
const catalogs = { en: { ...english, ...englishDay }, hi: { ...hindi, ...hindiDay } } as unknown as Record<SiteLanguage, Catalog>;

/** The texts of `language`, as a page in that language has them once its catalogue arrived. */
export const testI18n = (language: SiteLanguage = 'en'): I18n => createI18n(language, catalogs[language]);
