import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const NowContext = createContext<number | undefined>(undefined);

// Countdowns under an hour show seconds.
const TICK_MS = 1000;

/**
 * The instant the page's times are drawn at. A server-rendered page starts from the instant of its
 * render, so hydration draws the same countdowns the server did; the device's clock is read only in the
 * effect, after hydration, and from then on every second. A page drawn in the browser alone has no
 * instant until that effect runs.
 */
export function NowProvider({ renderedAt, children }: { renderedAt?: string; children: ReactNode }) {
  const [now, setNow] = useState(() => (renderedAt === undefined ? undefined : Date.parse(renderedAt)));
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

/** Milliseconds since the epoch, as of the render or the latest tick; undefined until known. */
export const useNow = (): number | undefined => useContext(NowContext);
