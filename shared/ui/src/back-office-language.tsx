import { useLayoutEffect, type ReactNode } from 'react';
import { setMessageLanguage } from '@ghadi/api-client';
import type { SiteLanguage } from '@ghadi/contracts';
import { UiLanguageProvider } from './ui-texts';

/**
 * A back office shown in `language`: the shared pieces speak it and the server is asked for its messages in
 * it (English again once no back office is shown). Each back office gives its own screens their texts (its
 * catalogue) around this.
 */
export function BackOfficeLanguage({ language, children }: { language: SiteLanguage; children: ReactNode }) {
  // Set while rendering too: a screen's first request may start before any effect of this component runs.
  setMessageLanguage(language);
  // A layout effect, not a passive one: the clean-up of a back office that leaves as another arrives (the
  // login screen handing over to the area) runs before the arriving one's layout effect sets its language
  // again, and both before the screens' own effects send their first requests.
  useLayoutEffect(() => {
    setMessageLanguage(language);
    return () => setMessageLanguage('en');
  }, [language]);
  return <UiLanguageProvider value={language}>{children}</UiLanguageProvider>;
}
