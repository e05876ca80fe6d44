import { Link } from 'react-router';
import { describeFailure } from '@ghadi/api-client/public';
import { sitePaths } from '@ghadi/contracts';

/** What the game page says when its data cannot be read (an unknown game is not a failure); Retry reloads the page. */
export function gameChartFailureMessage(error: unknown): string {
  const failure = describeFailure(error);
  if (failure.kind === 'status') return `Server error: ${failure.status}`;
  if (failure.kind === 'network') return 'Network error - please check your connection';
  return 'An unexpected error occurred.';
}

export function NoData({ name }: { name: string }) {
  return (
    <div className="state-box">
      <p>No data available for {name}</p>
      <Link to={sitePaths.home} className="button">
        Back to Home
      </Link>
    </div>
  );
}

export function GameChartError({ message }: { message: string }) {
  return (
    <div className="state-box" role="alert">
      <p>{message}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        Retry
      </button>
    </div>
  );
}
