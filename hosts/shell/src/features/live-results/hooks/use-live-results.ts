import { useEffect, useRef } from 'react';
import { subscribeToSiteChanges } from '@ghadi/api-client/public';
import type { SiteChange } from '@ghadi/contracts/site-changes';
import { useRenderedAt } from '@/lib/now';
import { apiBaseUrl } from '@/lib/runtime-config';

/**
 * Listens to the server's live stream while the page is open and calls `onChange` with what each change to
 * public data touched, so the page reloads that in place (a reconnection is reported as `{ what: 'all' }`).
 * A server-rendered page asks first for the changes made since its data was read: the stream opens only
 * after hydration, and a result declared meanwhile would otherwise wait for the next poll.
 * Where streams are blocked or refused, the queries' own polling keeps the page current instead.
 */
export function useLiveResults(onChange: (change: SiteChange) => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  const renderedAt = useRenderedAt();
  const since = useRef(renderedAt === undefined ? undefined : new Date(renderedAt).toISOString());
  useEffect(() => subscribeToSiteChanges(apiBaseUrl, (change) => latest.current(change), since.current), []);
}
