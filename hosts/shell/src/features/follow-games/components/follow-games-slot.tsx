import { lazy, Suspense, useEffect, useState } from 'react';
import { useSiteConfig } from '@/lib/runtime-config';
import { useCanFollowGames } from '../hooks/use-can-follow-games';
import type { FollowGamesProps } from './follow-games-props';

// Outside the page's first download: fetched only where the browser supports push and the site has it on,
// once the page is idle.
const FollowGames = lazy(() => import('./follow-games').then((module) => ({ default: module.FollowGames })));

function useIdle(enabled: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(() => setIdle(true), 1);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true));
    return () => cancelIdleCallback(handle);
  }, [enabled]);
  return idle;
}

/**
 * Where a visitor can follow games. Nothing on the server or while hydrating (the server cannot know
 * what the browser supports), nothing where push is unsupported or the site has it off (no key in the runtime config).
 */
export function FollowGamesSlot(props: FollowGamesProps) {
  const publicKey = useSiteConfig()?.pushPublicKey;
  const idle = useIdle(useCanFollowGames() && Boolean(publicKey));
  if (!publicKey || !idle || props.games.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FollowGames {...props} publicKey={publicKey} />
    </Suspense>
  );
}
