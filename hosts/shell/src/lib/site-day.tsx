import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { drawDateIn } from '@ghadi/contracts';
import { useSiteConfig } from './runtime-config';
import type { SiteDate } from './site-time';

const SiteDayContext = createContext<string | undefined>(undefined);

// Often enough that a page left open over midnight moves to the new day within a minute.
const CLOCK_CHECK_MS = 60_000;

/**
 * "Today" in the site's zone for the pages below. A server-rendered page starts from the day it was
 * rendered on, so hydration renders what the server did; the device's clock is read only in effects,
 * never during render, and moves the day on at midnight.
 */
export function SiteDayProvider({ initialDay, children }: { initialDay?: string; children: ReactNode }) {
  const timeZone = useSiteConfig()?.timeZone;
  const [day, setDay] = useState(initialDay);
  useEffect(() => {
    if (!timeZone) return undefined;
    const check = () => setDay(drawDateIn(timeZone, new Date()));
    // A page rendered here alone needs its day at once. A server-rendered one has the server's day of this
    // response (pages are cached per site day) and is checked from the next minute: reading the zone's
    // calendar the first time is slow on a phone, and hydration is busy enough.
    if (initialDay === undefined) check();
    const timer = setInterval(check, CLOCK_CHECK_MS);
    return () => clearInterval(timer);
  }, [timeZone, initialDay]);
  return <SiteDayContext.Provider value={day}>{children}</SiteDayContext.Provider>;
}

export function parseSiteDay(day: string): SiteDate {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: dayOfMonth };
}

/** Today's date in the site's zone; undefined until known (a page rendered in the browser alone). */
export function useSiteToday(): SiteDate | undefined {
  const day = useContext(SiteDayContext);
  return day === undefined ? undefined : parseSiteDay(day);
}
