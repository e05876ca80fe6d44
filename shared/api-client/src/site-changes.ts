// Zod-free (the public entry takes it): the shell's layout listens on every page.
import { publicApiPaths } from '@ghadi/contracts/public-api-paths';
import { ALL_CHANGED, readSiteChange, SITE_CHANGE_EVENT, type SiteChange } from '@ghadi/contracts/site-changes';

/**
 * Calls `onChange` with what each change to public data touched, as the server's live stream
 * (Server-Sent Events) at `baseUrl()` says it, and with `{ what: 'all' }` when a dropped stream comes back,
 * as changes made meanwhile are not sent again. `since` (ISO 8601), the instant the page's data was read,
 * has the server send first the changes made between it and the stream's opening. Returns the function that
 * closes the stream. Where there is no EventSource, or no API address, it does nothing: the caller's own
 * polling keeps the screen current.
 */
export function subscribeToSiteChanges(baseUrl: () => Promise<string>, onChange: (change: SiteChange) => void, since?: string): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | undefined;
  let closed = false;
  let interrupted = false;
  baseUrl().then(
    (base) => {
      if (closed) return;
      const query = since === undefined ? '' : `?${new URLSearchParams({ since })}`;
      source = new EventSource(`${base}${publicApiPaths.resultStream}${query}`);
      source.addEventListener(SITE_CHANGE_EVENT, (event) => onChange(readSiteChange(event.data)));
      source.addEventListener('error', () => {
        interrupted = true;
      });
      source.addEventListener('open', () => {
        if (interrupted) onChange(ALL_CHANGED);
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
