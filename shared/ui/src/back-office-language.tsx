import { useLayoutEffect, type ReactNode } from 'react';
import { setMessageLanguage } from '@ghadi/api-client';
import type { SiteLanguage } from '@ghadi/contracts';
import type { I18n } from '@ghadi/i18n';
import { UiTextsProvider } from './ui-texts';

/**
 * A back office shown in the language of its texts (`i18n`, its catalogue, which includes the shared pieces'):
 * the pieces speak it and the server is asked for its messages in it (English again once no back office is shown).
 */
export function BackOfficeLanguage({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const language = i18n.locale as SiteLanguage;
  // Set while rendering too: a screen's first request may start before any effect of this component runs.
  setMessageLanguage(language);
  // A layout effect, not a passive one: the clean-up of a back office that leaves as another arrives (the
  // login screen handing over to the area) runs before the arriving one's layout effect sets its language
  // again, and both before the screens' own effects send their first requests.
  useLayoutEffect(() => {
    setMessageLanguage(language);
    return () => setMessageLanguage('en');
  }, [language]);
  return <UiTextsProvider value={i18n}>{children}</UiTextsProvider>;
}
