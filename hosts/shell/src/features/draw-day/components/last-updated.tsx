import { siteDateTimeText, type DrawDay } from '@ghadi/contracts';
import { useSiteConfig } from '@/lib/runtime-config';

/** When a result was last published or corrected, in site time; nothing on a site with no results yet. */
export function LastUpdated({ drawDay }: { drawDay: DrawDay | undefined }) {
  const timeZone = useSiteConfig()?.timeZone;
  if (!drawDay?.lastUpdatedAt || !timeZone) return null;
  return <p className="last-updated">Last updated: {siteDateTimeText(drawDay.lastUpdatedAt, timeZone)}</p>;
}
