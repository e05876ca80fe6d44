import { gameDayTextIn, type BoardDay } from '@ghadi/contracts';
import { useNow } from '@/lib/now';
import { useSiteConfig } from '@/lib/runtime-config';
import { useTexts } from '@/lib/texts';
import { Countdown } from './countdown';

/** A game card's state line: Upcoming with its countdown, Waiting, Declared or Corrected at, Holiday. */
export function GameDayStatus({ game }: { game: BoardDay }) {
  const now = useNow();
  const text = gameDayTextIn(useTexts().t, game, now, useSiteConfig()?.timeZone);
  return (
    <p className={`game-state game-state-${text.state}`}>
      {text.label}
      {text.countdown && (
        <>
          {' '}
          <Countdown text={text.countdown} />
        </>
      )}
      {text.note && ` (${text.note})`}
    </p>
  );
}
