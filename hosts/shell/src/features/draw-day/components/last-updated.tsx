import { siteDateTimeText, type Board } from '@ghadi/contracts';
import { useSiteConfig } from '@/lib/runtime-config';
import { useTexts } from '@/lib/texts';

/** When a result was last published or corrected, in site time; nothing on a site with no results yet. */
export function LastUpdated({ drawDay }: { drawDay: Board | undefined }) {
  const { t, language } = useTexts();
  const timeZone = useSiteConfig()?.timeZone;
  if (!drawDay?.lastUpdatedAt || !timeZone) return null;
  return <p className="last-updated">{t('home.lastUpdated', { time: siteDateTimeText(drawDay.lastUpdatedAt, timeZone, language) })}</p>;
}
