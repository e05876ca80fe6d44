import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** Now, in milliseconds, redrawn once a minute: how late a game is and its countdown move without a reload. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
