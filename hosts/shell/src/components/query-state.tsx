import type { ReactNode } from 'react';

/**
 * Loading and failure states of a public section; the rest of the page keeps working. A section that
 * knows its size passes a `placeholder` of that size, so the page does not jump when the data arrives.
 */
export function QueryState({
  isPending,
  isError,
  onRetry,
  placeholder = <p className="page-loading">Loading...</p>,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  if (isPending) return <>{placeholder}</>;
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
