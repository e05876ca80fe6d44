import { Fragment, type ReactNode } from 'react';
import { formRuleIn, type SiteLanguage } from '@ghadi/contracts';
import { createI18n, useAppTexts, type AppTexts, type Catalog, type I18n } from '@ghadi/i18n';
import { uiCatalogs } from '@ghadi/ui/ui-catalogs';
import english from '@/locales/en.json';
import hindi from '@/locales/hi.json';

/** A text of the admin's screens: a key of its catalogue (src/locales/en.json, the same keys in hi.json). */
export type TextId = keyof typeof english;

// Both, in the remote's own files: a back office switches language in place (the choice is remembered).
const catalogs = { en: english, hi: hindi } as unknown as Record<SiteLanguage, Catalog>;

/** The admin's texts in `language`: its own screens' and the shared pieces'. */
export const adminI18n = (language: SiteLanguage): I18n => createI18n(language, { ...catalogs[language], ...uiCatalogs[language] });

/** The admin's words in the back offices' language. */
export type AdminTexts = AppTexts<TextId>;

export const useTexts = (): AdminTexts => useAppTexts<TextId>();

/** A form rule's message (a contracts schema's rule, named by its key and figures) in the screen's language. */
export function useRuleText(): (message: string | undefined) => string | undefined {
  const { language } = useTexts();
  return (message) => message && formRuleIn(language, message);
}

/** A text whose `quoted` parts (slugs, file names) are code: shown as such in every language. */
export function withCode(text: string): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>));
}
