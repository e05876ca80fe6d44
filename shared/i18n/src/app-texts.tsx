import { useMemo, type ReactNode } from 'react';
import type { I18n, Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import type { SiteLanguage, TextValues } from '@ghadi/contracts';

/** A Lingui instance, and a compiled catalogue (what an app's src/locales/<language>.json imports as). */
export type { I18n, Messages as Catalog, TextValues };
/** A Lingui instance holding an app's compiled catalogue of a language (src/locales/<language>.json). */
export { createI18n } from '@ghadi/contracts';

/** An app's words in one language: `t` of a key of its catalogue (`Id`, the keys of its en.json). */
export interface AppTexts<Id extends string> {
  language: SiteLanguage;
  t(id: Id, values?: TextValues): string;
}

export function appTextsOf<Id extends string>(i18n: I18n): AppTexts<Id> {
  return { language: i18n.locale as SiteLanguage, t: (id, values) => i18n._(id, values) };
}

/** Gives an app's components its texts: on the server and in the browser alike. */
export function TextsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The Lingui instance of the nearest TextsProvider. */
export const useI18n = (): I18n => useLingui().i18n;

/** The texts of the nearest TextsProvider; an app narrows `Id` to its catalogue's keys. */
export function useAppTexts<Id extends string>(): AppTexts<Id> {
  const { i18n } = useLingui();
  return useMemo(() => appTextsOf<Id>(i18n), [i18n]);
}
