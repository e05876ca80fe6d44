import './dashboard-panel.css';
import { useId, type ReactNode } from 'react';
import { Alert } from '@ghadi/ui';
import { useTexts } from '@/lib/texts';

interface PanelQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch(): Promise<unknown>;
}

/**
 * A dashboard panel over one read: its heading, Loading while the read runs, the failure with Retry when it
 * failed before ever answering, and `children` of what it answered.
 */
export function DashboardPanel<T>({ heading, failed, query, children }: { heading: string; failed: string; query: PanelQuery<T>; children: (data: T) => ReactNode }) {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <section className="dashboard-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {query.isPending && <p>{t('common.loading')}</p>}
      {query.isError && query.data === undefined && (
        <Alert tone="error">
          {failed}{' '}
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('push.retry')}
          </button>
        </Alert>
      )}
      {query.data !== undefined && children(query.data)}
    </section>
  );
}
