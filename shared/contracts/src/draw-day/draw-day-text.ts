import type { BoardDay } from '../pages/chart-values';
import type { SiteLanguage } from '../api/languages';
import { countdownTextIn, gameDayTextIn, lateTextIn, type GameDayText } from './day-text';
import { dayWordsIn } from './day-words';

export * from './day-text';

/** Options of the words of a game's day in a language: `seconds` as countdownTextIn takes it. */
interface InLanguage {
  seconds?: boolean;
  language?: SiteLanguage;
}

/** countdownTextIn in `language`'s words (the back offices'; the public site's page has its own). */
export const countdownText = (leftMs: number, { seconds, language = 'en' }: InLanguage = {}): string =>
  countdownTextIn(dayWordsIn(language), leftMs, { seconds });

/** lateTextIn in `language`'s words. */
export const lateText = (lateMs: number, language: SiteLanguage = 'en'): string | undefined => lateTextIn(dayWordsIn(language), lateMs);

/** gameDayTextIn in `language`'s words: how both back offices word a game's day. */
export const gameDayText = (game: BoardDay, now: number | undefined, timeZone: string | undefined, { seconds, language = 'en' }: InLanguage = {}): GameDayText =>
  gameDayTextIn(dayWordsIn(language), game, now, timeZone, { seconds });
