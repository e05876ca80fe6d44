import { Link } from 'react-router';
import { describeFailure } from '@ghadi/api-client/public';
import { sitePaths } from '@ghadi/contracts';
import { useTexts } from '@/lib/texts';

/** What the game page says when its data cannot be read (an unknown game is not a failure); Retry reloads the page. */
function useFailureMessage(error: unknown): string {
  const { t } = useTexts();
  const failure = describeFailure(error);
  if (failure.kind === 'status') return t('chart.serverError', { status: failure.status });
  if (failure.kind === 'network') return t('chart.networkError');
  return t('chart.unexpectedError');
}

export function NoData({ name }: { name: string }) {
  const { t, path } = useTexts();
  return (
    <div className="state-box">
      <p>{t('chart.noData', { name })}</p>
      <Link to={path(sitePaths.home)} className="button">
        {t('common.backToHome')}
      </Link>
    </div>
  );
}

export function GameChartError({ error }: { error: unknown }) {
  const { t } = useTexts();
  return (
    <div className="state-box" role="alert">
      <p>{useFailureMessage(error)}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </div>
  );
}
