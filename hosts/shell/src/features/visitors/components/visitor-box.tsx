import { useEffect } from 'react';
import { useVisitorStats } from '../api/get-visitor-stats';
import { useVisitorTracking } from '../hooks/use-visitor-tracking';

/** The box with Users and Active (placed by app.css where it covers no result); a failure is only logged, since the counts are not worth an error on the page. */
export function VisitorBox() {
  useVisitorTracking();
  const { data, error } = useVisitorStats();
  useEffect(() => {
    if (error) console.error('Visitor stats failed', error);
  }, [error]);
  return (
    <aside className="visitor-box" aria-label="Visitors">
      <span>
        Users: <strong>{data?.totalUsers ?? '…'}</strong>
      </span>
      <span>
        Active: <strong>{data?.activeUsers ?? '…'}</strong>
      </span>
    </aside>
  );
}
