import { useMemo, type ReactNode } from 'react';
import type { SiteLanguage } from '@ghadi/contracts';
import { createI18n, TextsProvider, useI18n, type Catalog, type I18n } from '@ghadi/i18n';
import english from '@/locales/later-pages/en.json';
import hindi from '@/locales/later-pages/hi.json';

/** A later page's own texts in every language (src/locales/<pages>/<language>.json), kept out of the first catalogue. */
export type LaterCatalogs = Record<SiteLanguage, Catalog>;

/** The texts only the pages outside the first download show (app/router.tsx), which come with their code. */
export const laterPageTexts: LaterCatalogs = { en: english as Catalog, hi: hindi as Catalog };

/** The page's texts with a later page's own added: the server's load and the page's render both take these. */
export const withLaterTexts = (i18n: I18n, catalogs: LaterCatalogs): I18n =>
  createI18n(i18n.locale as SiteLanguage, { ...i18n.messages, ...catalogs[i18n.locale as SiteLanguage] });

/**
 * Gives the parts of a later page its own texts besides the site's: they arrive with the page's code, so the
 * first download (every page's first catalogue) never carries them.
 */
export function LaterTexts({ catalogs, children }: { catalogs: LaterCatalogs; children: ReactNode }) {
  const i18n = useI18n();
  const withOwn = useMemo(() => withLaterTexts(i18n, catalogs), [i18n, catalogs]);
  return <TextsProvider i18n={withOwn}>{children}</TextsProvider>;
}
