import { publicRequest } from '@ghadi/api-client/public';
import { publicApiPaths, VISITOR_SESSION_HEADER } from '@ghadi/contracts';
import { apiBaseUrl } from '@/lib/runtime-config';

/** Spec: an empty POST with this page load's random id in x-session-id, credentials sent. */
export async function trackVisit(sessionId: string): Promise<void> {
  await publicRequest(await apiBaseUrl(), publicApiPaths.visitorTrack, {
    method: 'POST',
    headers: { [VISITOR_SESSION_HEADER]: sessionId },
    withCredentials: true,
  });
}
