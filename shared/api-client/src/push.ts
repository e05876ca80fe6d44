import { publicApiPaths, followedGamesResponseSchema, type FollowGamesRequest } from '@ghadi/contracts';
import { publicRequest } from './public-request';

// A visitor's push calls: public, with no session (the admin's summary, signed in, is in push-summary.ts).

/** Replaces the games a browser's subscription follows (none: the subscription is forgotten); answers the set now followed. */
export async function followGames(baseUrl: string, request: FollowGamesRequest): Promise<string[]> {
  const body = await publicRequest(baseUrl, publicApiPaths.pushSubscriptions, { method: 'PUT', json: request });
  return followedGamesResponseSchema.parse(body).ghadiIds;
}

/** The games one subscription follows (an endpoint the server does not know follows none). */
export async function getFollowedGames(baseUrl: string, endpoint: string): Promise<string[]> {
  const body = await publicRequest(baseUrl, publicApiPaths.pushSubscriptionLookup, { method: 'POST', json: { endpoint } });
  return followedGamesResponseSchema.parse(body).ghadiIds;
}
