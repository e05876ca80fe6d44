import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { languageLocales, type SiteLanguage } from './languages';

/**
 * A Lingui instance holding a compiled catalogue of `language`: what a catalogue (<language>.json in a
 * locales folder, ICU messages with named placeholders) imports as. Every build compiles it: webpack and jest
 * from the sources, the package's build in its dist (shared/webpack-config/catalog-loader.js), so no bundle
 * carries Lingui's message parser.
 */
export const createI18n = (language: SiteLanguage, messages: Messages): I18n =>
  setupI18n({ locale: language, locales: languageLocales[language], messages: { [language]: messages } });

/** Values of a text's placeholders. */
export type TextValues = Record<string, string | number>;

/** A text of one of this package's catalogues by its key, in a language, worded from `values`. */
export type CatalogueWords<Key extends string> = (language: SiteLanguage, key: Key, values?: TextValues) => string;

/**
 * The words of one of this package's catalogues (`catalogues`, its languages' imports): each language's
 * instance made on its first text.
 */
export function catalogueWords<Key extends string>(catalogues: Record<SiteLanguage, Record<Key, unknown>>): CatalogueWords<Key> {
  const made: Partial<Record<SiteLanguage, I18n>> = {};
  return (language, key, values) => (made[language] ??= createI18n(language, catalogues[language] as Messages))._(key, values);
}
