import { useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TextsProvider, useBackOfficeLanguage } from '@ghadi/i18n';
import { BackOfficeLanguage, LiveReads } from '@ghadi/ui';
import { createQueryClient } from '@/lib/query-client';
import { adminI18n } from '@/lib/texts';

/**
 * The admin area's providers: its query cache (a test may hand in its own client; otherwise each mount makes
 * one), kept current by the live stream, and its texts, its own and the shared pieces', in the back offices'
 * language.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const language = useBackOfficeLanguage();
  const i18n = useMemo(() => adminI18n(language), [language]);
  return (
    <QueryClientProvider client={client}>
      <LiveReads />
      <TextsProvider i18n={i18n}>
        <BackOfficeLanguage i18n={i18n}>{children}</BackOfficeLanguage>
      </TextsProvider>
    </QueryClientProvider>
  );
}
