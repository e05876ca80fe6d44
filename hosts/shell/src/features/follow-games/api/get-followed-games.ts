import { defineRead, useRead } from '@/lib/reads';
import { getFollowedGames } from '@ghadi/api-client/public';
import { apiBaseUrl } from '@/lib/runtime-config';
import { currentSubscription } from '../utils/push-browser';

/** The ids of the games this browser follows: none without a subscription, else as the server knows it. */
export async function followedGames(): Promise<string[]> {
  const subscription = await currentSubscription();
  if (!subscription) return [];
  return getFollowedGames(await apiBaseUrl(), subscription.endpoint);
}

export const followedGamesQuery = defineRead({ queryKey: ['push', 'followed-games'], queryFn: followedGames, staleTime: Infinity, retry: false });

export const useFollowedGames = () => useRead(followedGamesQuery);
