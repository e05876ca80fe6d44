import { countdownTextIn, siteTimeText, starredMatkaLine, type Board } from '@ghadi/contracts';
import { useNow } from '@/lib/now';
import { useSiteConfig } from '@/lib/runtime-config';
import { useTexts } from '@/lib/texts';
import { liveBoard } from '../utils/live-board';
import { Countdown } from './countdown';

export interface LiveStripProps {
  drawDay: Board | undefined;
  /** Each game's name in the page's language by its GID. */
  names: ReadonlyMap<number, string>;
}

/**
 * The top of the home page: the next result due with its countdown, the games awaited now and the latest
 * result. A part with nothing to say is left out, and the whole strip when none has.
 */
export function LiveStrip({ drawDay, names }: LiveStripProps) {
  const { t } = useTexts();
  const now = useNow();
  const timeZone = useSiteConfig()?.timeZone;
  // Only games the page can name (the games' list may arrive after the board).
  const { next, waiting, latest } = liveBoard(drawDay?.games.filter((game) => names.has(game.GID)) ?? [], now);
  const named = (gid: number) => names.get(gid);
  if (!next && waiting.length === 0 && !latest) return null;
  return (
    <section className="live-strip" aria-labelledby="live-strip-heading">
      <h2 id="live-strip-heading">{t('live.heading')}</h2>
      <ul>
        {next && (
          <li>
            {t('live.next')} <strong>{named(next.GID)}</strong>
            {now !== undefined && (
              <>
                {' '}
                <Countdown text={countdownTextIn(t, Date.parse(next.dueAt) - now)} />
              </>
            )}
          </li>
        )}
        {waiting.length > 0 && (
          <li>
            {t('awaited')}: {waiting.map((game) => named(game.GID)).join(', ')}
          </li>
        )}
        {latest && (
          <li>
            {t('live.latest')} <strong>{named(latest.game.GID)}</strong> {starredMatkaLine(latest.game.result)}
            {timeZone && ` ${t('live.at', { time: siteTimeText(latest.at, timeZone) })}`}
          </li>
        )}
      </ul>
    </section>
  );
}
