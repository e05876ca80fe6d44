import { createContext, useContext, useMemo } from 'react';
import { appTextsOf, type AppTexts, type I18n } from '@ghadi/i18n';
import type english from './locales/en.json';

/** A text of the shared back-office pieces: a key of their catalogue (src/locales/en.json, the same keys in hi.json). */
export type UiTextId = keyof typeof english;

/**
 * The texts of the back office around the shared pieces (its catalogue includes theirs, ./ui-catalogs). A context
 * of this package, not Lingui's own: the pieces come from the shell's copy of this package (a federated
 * singleton) while each back office bundles its own copy of Lingui's React bindings, whose context the
 * pieces would not see.
 */
const UiTextsContext = createContext<I18n | null>(null);

export const UiTextsProvider = UiTextsContext.Provider;

/** The shared pieces' words, in the language of the back office that shows them. */
export function useUiTexts(): AppTexts<UiTextId> {
  const i18n = useContext(UiTextsContext);
  const texts = useMemo(() => i18n && appTextsOf<UiTextId>(i18n), [i18n]);
  if (!texts) throw new Error('A shared back-office piece is shown outside a BackOfficeLanguage, which gives it its texts');
  return texts;
}
