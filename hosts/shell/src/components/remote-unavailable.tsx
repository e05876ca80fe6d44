import { sitePaths } from '@ghadi/contracts';

/** Shown in place of a back-office area whose code cannot be loaded; the public pages keep working. */
export function RemoteUnavailable() {
  return (
    <main className="remote-unavailable card" role="alert">
      <h1>This section is unavailable right now</h1>
      <p>It could not be loaded. Check your connection and try again.</p>
      <p className="remote-unavailable-actions">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Retry
        </button>
        <a className="button" href={sitePaths.home}>
          Go to results
        </a>
      </p>
    </main>
  );
}
