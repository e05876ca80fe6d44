import type { Catalog, I18n } from '@ghadi/i18n';
import { type SiteLanguage } from '@ghadi/contracts';
import english from '@/locales/en.json';
import hindi from '@/locales/hi.json';
import { createI18n } from '@/lib/texts';

// Compiled by the same transform as the build's (jest.preset.js): the typed import is the source's shape.
const catalogs = { en: english, hi: hindi } as unknown as Record<SiteLanguage, Catalog>;

/** The texts of `language`, as a page in that language has them once its catalogue arrived. */
export const testI18n = (language: SiteLanguage = 'en'): I18n => createI18n(language, catalogs[language]);
