import { apiClient } from '@ghadi/api-client';
import { VISITOR_SESSION_HEADER } from '@ghadi/contracts';

/** Spec: an empty POST with this page load's random id in x-session-id, credentials sent. */
export async function trackVisit(sessionId: string): Promise<void> {
  await apiClient.post('/api/visitor/track', undefined, {
    headers: { [VISITOR_SESSION_HEADER]: sessionId },
    withCredentials: true,
  });
}
