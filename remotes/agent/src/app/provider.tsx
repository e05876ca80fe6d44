import { useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { TextsProvider, useBackOfficeLanguage } from '@ghadi/i18n';
import { BackOfficeLanguage, LiveReads } from '@ghadi/ui';
import { queryClient } from '@/lib/query-client';
import { agentI18n } from '@/lib/texts';

/** The agent area's query cache, kept current by the live stream, and its texts (its own and the shared pieces') in the back offices' language. */
export function AppProvider({ children }: { children: ReactNode }) {
  const language = useBackOfficeLanguage();
  const i18n = useMemo(() => agentI18n(language), [language]);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveReads />
      <TextsProvider i18n={i18n}>
        <BackOfficeLanguage i18n={i18n}>{children}</BackOfficeLanguage>
      </TextsProvider>
    </QueryClientProvider>
  );
}
