import { useEffect, useState, type ReactNode } from 'react';
import type { SiteLanguage } from '@ghadi/contracts';
import { useBackOfficeLanguage, useI18n, type I18n } from '@ghadi/i18n';
import { loadCatalog } from '@/lib/catalog';
import { createI18n, TextsProvider } from '@/lib/texts';

const loaded = new Map<SiteLanguage, Promise<I18n>>();
const shellI18nIn = (language: SiteLanguage): Promise<I18n> => {
  let i18n = loaded.get(language);
  if (!i18n) {
    i18n = loadCatalog(language).then((catalog) => createI18n(language, catalog));
    loaded.set(language, i18n);
  }
  return i18n;
};

/**
 * The shell's words around a back office (its loading and failure screens, the demo notice) in the language
 * its user chose, also after a switch made on it: the page's own texts (of its address, English) until the
 * chosen language's arrive, then those, without remounting the back office. Here rather than in the first
 * download, which stays the visitors' own.
 */
export function BackOfficeTexts({ children }: { children: ReactNode }) {
  const language = useBackOfficeLanguage();
  const page = useI18n();
  const [chosen, setChosen] = useState<I18n | null>(null);
  useEffect(() => {
    if (page.locale === language) return;
    let shown = true;
    void shellI18nIn(language).then((i18n) => shown && setChosen(i18n));
    return () => {
      shown = false;
    };
  }, [language, page]);
  return <TextsProvider i18n={chosen?.locale === language ? chosen : page}>{children}</TextsProvider>;
}
