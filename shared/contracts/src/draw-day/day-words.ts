import { catalogueWords, type TextValues } from '../api/catalogs';
import type { SiteLanguage } from '../api/languages';
import english from './locales/en.json';
import hindi from './locales/hi.json';

/** A word of a game's day: a key of ./locales/<language>.json. */
export type DayWordKey = keyof typeof english;

/**
 * A game's day in words, in one language: a text of its catalogue by its key. The back offices and where a
 * result travels take a language's from dayWordsIn; the public site's page has its own language's in its
 * texts (the shell's catalogue carries them), so its first download has no other language's words.
 */
export type DayWords = (key: DayWordKey, values?: TextValues) => string;

const words = /* #__PURE__ */ catalogueWords<DayWordKey>({ en: english, hi: hindi });

/** The words of a game's day in `language`. Numbers stay in the digits they are. */
export const dayWordsIn =
  (language: SiteLanguage): DayWords =>
  (key, values) =>
    words(language, key, values);
