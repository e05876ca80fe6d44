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
 * Where a visitor can follow games. With notifications on, its room is kept from the server's render on, so
 * the button arriving later moves nothing below it; the button itself comes only in the browser, once the
 * page is idle, where push is supported. With them off (no key in the runtime config), nothing at all.
 */
export function FollowGamesSlot(props: FollowGamesProps) {
  const publicKey = useSiteConfig()?.pushPublicKey;
  const idle = useIdle(useCanFollowGames() && Boolean(publicKey));
  if (!publicKey) return null;
  // A game page learns the game's id only in the browser: its room is kept meanwhile all the same.
  return (
    <div className="follow-games-slot">
      {idle && props.games.length > 0 && (
        <Suspense fallback={null}>
          <FollowGames {...props} publicKey={publicKey} />
        </Suspense>
      )}
    </div>
  );
}
