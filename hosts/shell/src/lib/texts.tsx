import { useMemo, type ReactNode } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { languageLocales, monthName, pathInLanguage, type SiteLanguage } from '@ghadi/contracts';
import type english from '@/locales/en.json';

/** A text of the public site: a key of its catalogue (src/locales/en.json, the same keys in hi.json). */
export type TextId = keyof typeof english;
export type TextValues = Record<string, string | number>;

/** The public site's words in the page's language, and its addresses in that language. */
export interface Texts {
  language: SiteLanguage;
  t(id: TextId, values?: TextValues): string;
  /** A page's address in this language, from its English address (sitePaths). */
  path(englishPath: string): string;
  /** A month's name (1 to 12). */
  month(month: number, width?: 'long' | 'short'): string;
  /** A game's name in this language: its Hindi name on Hindi pages, its English one where it has none. */
  gameName(game: { NameEn: string; NameHn: string }): string;
}

/** A Lingui instance holding one language's compiled catalogue. */
export function createI18n(language: SiteLanguage, messages: Messages): I18n {
  return setupI18n({ locale: language, locales: languageLocales[language], messages: { [language]: messages } });
}

export function textsOf(i18n: I18n): Texts {
  const language = i18n.locale as SiteLanguage;
  return {
    language,
    t: (id, values) => i18n._(id, values),
    path: (englishPath) => pathInLanguage(language, englishPath),
    month: (month, width) => monthName(month, language, width),
    gameName: ({ NameEn, NameHn }) => (language === 'hi' && NameHn.trim() ? NameHn : NameEn),
  };
}

export function TextsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export function useTexts(): Texts {
  const { i18n } = useLingui();
  return useMemo(() => textsOf(i18n), [i18n]);
}
