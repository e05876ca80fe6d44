import { useEffect } from 'react';
import { useTexts } from '@/lib/texts';
import { useVisitorStats } from '../api/get-visitor-stats';
import { useVisitorTracking } from '../hooks/use-visitor-tracking';

/** The box with Users and Active (placed by app.css where it covers no result); a failure is only logged, since the counts are not worth an error on the page. */
export function VisitorBox() {
  const { t } = useTexts();
  useVisitorTracking();
  const { data, error } = useVisitorStats();
  useEffect(() => {
    if (error) console.error('Visitor stats failed', error);
  }, [error]);
  return (
    <aside className="visitor-box" aria-label={t('visitors.label')}>
      <span>
        {t('visitors.users')} <strong>{data?.totalUsers ?? '…'}</strong>
      </span>
      <span>
        {t('visitors.active')} <strong>{data?.activeUsers ?? '…'}</strong>
      </span>
    </aside>
  );
}
