import { useEffect } from 'react';
import { VISITOR_RETRACK_MS } from '@ghadi/contracts';
import { trackVisit } from '../api/track-visit';

// One random id per page load, shared by every public page the visitor opens without reloading.
let pageLoadId: string | undefined;
const sessionIdOfThisPageLoad = () => (pageLoadId ??= crypto.randomUUID());

/** Counts this page load as a visitor, and again every minute so it stays "active" while open. */
export function useVisitorTracking(): void {
  useEffect(() => {
    const track = () =>
      trackVisit(sessionIdOfThisPageLoad()).catch((error: unknown) => console.error('Visitor tracking failed', error));
    void track();
    const timer = window.setInterval(track, VISITOR_RETRACK_MS);
    return () => window.clearInterval(timer);
  }, []);
}
