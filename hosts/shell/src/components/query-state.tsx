import type { ReactNode } from 'react';

/** Loading and failure states of a public section; the rest of the page keeps working. */
export function QueryState({
  isPending,
  isError,
  onRetry,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (isPending) return <p className="page-loading">Loading...</p>;
  if (isError) {
    return (
      <div className="state-box" role="alert">
        <p>The results could not be loaded.</p>
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
