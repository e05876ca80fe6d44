import { apiPaths } from '@ghadi/contracts/api-paths';
import { SITE_CHANGE_EVENT } from '@ghadi/contracts/site-changes';
import { apiBaseUrl } from './client';

/**
 * Calls `onChange` each time the server's live stream (Server-Sent Events) says public data changed, and
 * when a dropped stream comes back, as changes made meanwhile are not sent again. Returns the function that
 * closes the stream. Where there is no EventSource, or no API address, it does nothing: the caller's own
 * polling keeps the screen current.
 */
export function subscribeToSiteChanges(onChange: () => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | undefined;
  let closed = false;
  let interrupted = false;
  apiBaseUrl().then(
    (base) => {
      if (closed) return;
      source = new EventSource(`${base}${apiPaths.resultStream}`);
      source.addEventListener(SITE_CHANGE_EVENT, () => onChange());
      source.addEventListener('error', () => {
        interrupted = true;
      });
      source.addEventListener('open', () => {
        if (interrupted) onChange();
        interrupted = false;
      });
    },
    () => undefined,
  );
  return () => {
    closed = true;
    source?.close();
  };
}
