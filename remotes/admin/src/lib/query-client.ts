import { QueryClient } from '@tanstack/react-query';

/**
 * The admin area's own query cache, so the remote works the same inside the shell and standalone.
 * A failed read is retried once (phones drop requests) before a screen shows its error; tests pass
 * `retry: false` to see errors at once.
 */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
