import { gameNameIn, monthName, monthOfYear, pathInLanguage, type DayWordKey } from '@ghadi/contracts';
import { appTextsOf, useI18n, type AppTexts, type I18n } from '@ghadi/i18n';
import type english from '@/locales/en.json';
import type laterEnglish from '@/locales/later-pages/en.json';
import type matkaChartsEnglish from '@/locales/matka-charts/en.json';
import type statisticsEnglish from '@/locales/statistics/en.json';

export { createI18n, TextsProvider } from '@ghadi/i18n';

/**
 * A text of the public site: a key of its first catalogue (src/locales/en.json, the same keys in hi.json), of
 * the words of a game's day that come with it (lib/catalog.ts), or of the later pages' own
 * (src/locales/later-pages/, which only those pages show: lib/later-texts.tsx) and the statistics page's own
 * (src/locales/statistics/, which only it shows) and the matka charts' (src/locales/matka-charts/).
 */
export type TextId = keyof typeof english | DayWordKey | keyof typeof laterEnglish | keyof typeof statisticsEnglish | keyof typeof matkaChartsEnglish;

/** The public site's words in the page's language, and its addresses in that language. */
export interface Texts extends AppTexts<TextId> {
  /** A page's address in this language, from its English address (sitePaths). */
  path(englishPath: string): string;
  /** A month's name (1 to 12). */
  month(month: number, width?: 'long' | 'short'): string;
  /** A month of a year as charts name it: `November 2026`, `नवंबर 2026`. */
  monthOfYear(month: { year: number; month: number }): string;
  /** A game's name in this language: its Hindi name on Hindi pages, its English one where it has none. */
  gameName(game: { NameEn: string; NameHn: string }): string;
}

function publicTexts(texts: AppTexts<TextId>): Texts {
  const { language } = texts;
  return {
    ...texts,
    path: (englishPath) => pathInLanguage(language, englishPath),
    month: (month, width) => monthName(month, language, width),
    monthOfYear: (month) => monthOfYear(month, language),
    gameName: (game) => gameNameIn(language, game),
  };
}

export const textsOf = (i18n: I18n): Texts => publicTexts(appTextsOf<TextId>(i18n));

// One per Lingui instance (each holds one language for good), not one per component: a server render keeps
// no memo across components, and a 40-game home page made them hundreds of times a render.
const textsByI18n = new WeakMap<I18n, Texts>();

export function useTexts(): Texts {
  const i18n = useI18n();
  let texts = textsByI18n.get(i18n);
  if (texts === undefined) textsByI18n.set(i18n, (texts = textsOf(i18n)));
  return texts;
}
