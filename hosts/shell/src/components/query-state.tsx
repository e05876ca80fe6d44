import type { ReactNode } from 'react';
import { useTexts } from '@/lib/texts';

/**
 * Loading and failure states of a public section; the rest of the page keeps working. A section that
 * knows its size passes a `placeholder` of that size, so the page does not jump when the data arrives.
 */
export function QueryState({
  isPending,
  isError,
  onRetry,
  placeholder,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTexts();
  if (isPending) return <>{placeholder ?? <p className="page-loading">{t('common.loading')}</p>}</>;
  if (isError) {
    return (
      <div className="state-box" role="alert">
        <p>{t('common.resultsNotLoaded')}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
