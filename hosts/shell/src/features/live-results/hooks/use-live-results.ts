import { useEffect, useRef } from 'react';
import { apiPaths } from '@ghadi/contracts';
import { apiBaseUrl } from '@/lib/runtime-config';

/**
 * Listens to the server's live results (Server-Sent Events) while the page is open and calls `onChange`
 * for each published result or requested refresh, so the lists update in place. The browser reconnects
 * by itself and resumes from the last event; where streams are blocked or refused, the queries' own
 * polling keeps the page current instead.
 */
export function useLiveResults(onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let closed = false;
    const changed = () => latest.current();
    apiBaseUrl().then(
      (base) => {
        if (closed) return;
        source = new EventSource(`${base}${apiPaths.resultStream}`);
        source.addEventListener('result', changed);
        source.addEventListener('refresh', changed);
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
