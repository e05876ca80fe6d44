import { useState } from 'react';
import { followGames } from '@ghadi/api-client/public';
import type { SiteLanguage } from '@ghadi/contracts';
import { useReadStore } from '@/lib/reads';
import { apiBaseUrl } from '@/lib/runtime-config';
import { askPermission, currentSubscription, subscribe, subscriptionBody } from '../utils/push-browser';
import { followedGamesQuery } from './get-followed-games';

export interface FollowChange {
  /** Every game the browser is to follow afterwards; empty stops all of them. */
  ghadiIds: string[];
  publicKey: string;
  /** The page's: the notifications are written in it. */
  language: SiteLanguage;
}

/**
 * Makes the browser follow exactly `ghadiIds`: asks for permission first (the visitor has just tapped
 * Continue), subscribes, and sends the set with the page's language. Following nothing forgets the subscription on both sides.
 */
export async function changeFollowedGames({ ghadiIds, publicKey, language }: FollowChange): Promise<string[]> {
  if (ghadiIds.length === 0) {
    const existing = await currentSubscription();
    if (!existing) return [];
    const followed = await followGames(await apiBaseUrl(), { subscription: subscriptionBody(existing), ghadiIds: [], language });
    await existing.unsubscribe();
    return followed;
  }
  await askPermission();
  const subscription = await subscribe(publicKey);
  return followGames(await apiBaseUrl(), { subscription: subscriptionBody(subscription), ghadiIds, language });
}

/** How the last change went: the set now followed, or why it failed. */
export type FollowOutcome = { followed: string[] } | { error: unknown };

/**
 * Runs changeFollowedGames and keeps the followed-games read in step.
 */
export function useFollowGames() {
  const store = useReadStore();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<FollowOutcome>();
  const change = async (request: FollowChange): Promise<void> => {
    setPending(true);
    setOutcome(undefined);
    try {
      const followed = await changeFollowedGames(request);
      store.set(followedGamesQuery.queryKey, followed);
      setOutcome({ followed });
    } catch (error) {
      setOutcome({ error });
    } finally {
      setPending(false);
    }
  };
  return { change, pending, outcome };
}
