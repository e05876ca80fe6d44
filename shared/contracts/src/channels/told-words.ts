import { catalogueWords } from '../api/catalogs';
import type { SiteLanguage } from '../api/languages';
import { dayWordsIn } from '../draw-day/day-words';
import english from './locales/en.json';
import hindi from './locales/hi.json';

/** The words only a result told off the page needs (./locales/<language>.json): apart, so the pages' download does not carry them. */
const travelWords = /* #__PURE__ */ catalogueWords<keyof typeof english>({ en: english, hi: hindi });

/**
 * The words a result is told with where it travels off the page (push, Telegram, feeds): the same words as
 * the cards' states, in lower case inside a sentence (`42, declared 05:17 PM`).
 */
export function toldWords(language: SiteLanguage) {
  const dayWords = dayWordsIn(language);
  const told = (state: 'declared' | 'corrected' | 'holiday') => dayWords(state).toLowerCase();
  return {
    declared: told('declared'),
    corrected: told('corrected'),
    holiday: told('holiday'),
    was: (result: string) => dayWords('was', { result }),
    noResult: travelWords(language, 'noResult'),
    results: travelWords(language, 'results'),
    gameResults: (game: string) => travelWords(language, 'gameResults', { game }),
  };
}
