import { useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { setMessageLanguage } from '@ghadi/api-client';
import { TextsProvider, useBackOfficeLanguage } from '@ghadi/i18n';
import { UiLanguageProvider } from '@ghadi/ui';
import { queryClient } from '@/lib/query-client';
import { agentI18n } from '@/lib/texts';

/** The agent area's query cache, and its texts (its own and the shared pieces') in the back offices' language. */
export function AppProvider({ children }: { children: ReactNode }) {
  const language = useBackOfficeLanguage();
  const i18n = useMemo(() => agentI18n(language), [language]);
  // Set while rendering, not in an effect: the screens' first requests (started by their own effects, which
  // run before this component's) already ask for the server's messages in this language.
  setMessageLanguage(language);
  useEffect(() => () => setMessageLanguage('en'), []);
  return (
    <QueryClientProvider client={queryClient}>
      <TextsProvider i18n={i18n}>
        <UiLanguageProvider value={language}>{children}</UiLanguageProvider>
      </TextsProvider>
    </QueryClientProvider>
  );
}
