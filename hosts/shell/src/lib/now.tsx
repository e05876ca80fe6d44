import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

const RenderedAtContext = createContext<number | undefined>(undefined);

// Countdowns under an hour show seconds.
const TICK_MS = 1000;

// One clock for the page, ticking only while something shows a time. A store rather than a context value:
// a tick re-renders the few parts that show the time, not the whole page, and a part of the page that is
// not hydrated yet is not subscribed, so a tick never forces its hydration at once.
let latestTick: number | undefined;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  latestTick = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    // The first tick in a task of its own, not inside the commit that subscribed.
    setTimeout(tick, 0);
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
      latestTick = undefined;
    }
  };
}

/**
 * The instant the page's times are drawn at. A server-rendered page starts from the instant of its render,
 * so hydration draws the same countdowns the server did; the device's clock is read only after hydration,
 * and from then on every second.
 */
export function NowProvider({ renderedAt, children }: { renderedAt?: string; children: ReactNode }) {
  return (
    <RenderedAtContext.Provider value={renderedAt === undefined ? undefined : Date.parse(renderedAt)}>
      {children}
    </RenderedAtContext.Provider>
  );
}

/** The instant a server-rendered page's data was read (ms since the epoch); undefined for a page the browser drew. */
export const useRenderedAt = (): number | undefined => useContext(RenderedAtContext);

/** Milliseconds since the epoch, as of the render or the latest tick; undefined until known. */
export function useNow(): number | undefined {
  const renderedAt = useContext(RenderedAtContext);
  return useSyncExternalStore(
    subscribe,
    () => latestTick ?? renderedAt,
    () => renderedAt,
  );
}
