import { QueryClient } from '@tanstack/react-query';

/**
 * Public numbers change at draw times: refetch when the visitor comes back to the tab, and retry a
 * failed read once (phones drop requests) before showing an error.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 10_000 },
  },
});
