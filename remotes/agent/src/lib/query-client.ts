import { QueryClient } from '@tanstack/react-query';
import { describeFailure } from '@ghadi/api-client';
import { subscribe } from '@ghadi/auth';

/** A refusal (4xx) will not change on a second try; a network blip or a 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const failure = describeFailure(error);
  if (failure.kind === 'status' && failure.status < 500) return false;
  return failureCount < 2;
}

/** The agent area's own cache, so the remote works the same inside the shell and standalone. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: shouldRetry } },
});

// Cached games and results belong to whoever was signed in: a sign-out or another sign-in drops them.
subscribe(() => queryClient.clear());
