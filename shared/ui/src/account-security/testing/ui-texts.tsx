import type { ReactNode } from 'react';
import type { SiteLanguage } from '@ghadi/contracts';
import { createI18n } from '@ghadi/i18n';
import { BackOfficeLanguage } from '../../back-office-language';
import { uiCatalogs } from '../../ui-catalogs';

/** The shared pieces' texts in `language`, as a back office gives them (without its own screens' texts), asking the server in it. */
export function UiTexts({ language = 'en', children }: { language?: SiteLanguage; children: ReactNode }) {
  return <BackOfficeLanguage i18n={createI18n(language, uiCatalogs[language])}>{children}</BackOfficeLanguage>;
}
