import { useEffect, useRef } from 'react';
import { subscribeToSiteChanges } from '@ghadi/api-client/public';
import type { SiteChange } from '@ghadi/contracts/site-changes';
import { apiBaseUrl } from '@/lib/runtime-config';

/**
 * Listens to the server's live stream while the page is open and calls `onChange` with what each change to
 * public data touched, so the page reloads that in place (a reconnection is reported as `{ what: 'all' }`).
 * Where streams are blocked or refused, the queries' own polling keeps the page current instead.
 */
export function useLiveResults(onChange: (change: SiteChange) => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => subscribeToSiteChanges(apiBaseUrl, (change) => latest.current(change)), []);
}
