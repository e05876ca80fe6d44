import type { SiteLanguage } from '@ghadi/contracts';
import { createI18n, useAppTexts, type AppTexts, type Catalog, type I18n } from '@ghadi/i18n';
import { uiCatalogs } from '@ghadi/ui/ui-catalogs';
import english from '@/locales/en.json';
import hindi from '@/locales/hi.json';

/** A text of the agent's screens: a key of its catalogue (src/locales/en.json, the same keys in hi.json). */
export type TextId = keyof typeof english;

// Both, in the remote's own files: a back office switches language in place (the choice is remembered).
const catalogs = { en: english, hi: hindi } as unknown as Record<SiteLanguage, Catalog>;

/** The agent's texts in `language`: its own screens' and the shared pieces'. */
export const agentI18n = (language: SiteLanguage): I18n => createI18n(language, { ...catalogs[language], ...uiCatalogs[language] });

export const useTexts = (): AppTexts<TextId> => useAppTexts<TextId>();
