import { useEffect, useRef } from 'react';
import { apiClient } from '@ghadi/api-client';
import { RESULT_STREAM_PATH } from '@ghadi/contracts';

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
    const source = new EventSource(new URL(RESULT_STREAM_PATH, apiClient.defaults.baseURL || window.location.origin));
    const changed = () => latest.current();
    source.addEventListener('result', changed);
    source.addEventListener('refresh', changed);
    return () => source.close();
  }, []);
}
