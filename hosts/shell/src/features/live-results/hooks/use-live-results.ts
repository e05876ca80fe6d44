import { useEffect, useRef } from 'react';
// The zod-free entries of @ghadi/contracts: this hook runs in the public layout of every page.
import { apiPaths } from '@ghadi/contracts/api-paths';
import { SITE_CHANGE_EVENT, type SiteChange } from '@ghadi/contracts/site-changes';
import { apiBaseUrl } from '@/lib/runtime-config';
import { readSiteChange } from '../utils/read-site-change';

/**
 * Listens to the server's live stream (Server-Sent Events) while the page is open and calls `onChange`
 * with what each change to public data touched, so the page reloads that in place. The browser
 * reconnects by itself; changes made while the stream was down are not sent again, so each reconnection
 * is reported as `{ what: 'all' }`. Where streams are blocked or refused, the queries' own polling keeps
 * the page current instead.
 */
export function useLiveResults(onChange: (change: SiteChange) => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let closed = false;
    let interrupted = false;
    apiBaseUrl().then(
      (base) => {
        if (closed) return;
        source = new EventSource(`${base}${apiPaths.resultStream}`);
        source.addEventListener(SITE_CHANGE_EVENT, (event) => latest.current(readSiteChange(event.data)));
        source.addEventListener('error', () => {
          interrupted = true;
        });
        source.addEventListener('open', () => {
          if (interrupted) latest.current({ what: 'all' });
          interrupted = false;
        });
      },
      // Without the runtime config there is no API to listen to; the page's queries say so themselves.
      () => undefined,
    );
    return () => {
      closed = true;
      source?.close();
    };
  }, []);
}
