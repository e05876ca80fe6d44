import { gameDayTextIn, pastDateDay, type ResultDate } from '@ghadi/contracts';
import { useSiteConfig } from '@/lib/runtime-config';
import { useTexts } from '@/lib/texts';

/**
 * A past date's state line in the words of the day's board (Declared, Corrected, Holiday), or Not published
 * for a date that has neither a result nor a holiday.
 */
export function PastDayState({ result, holiday }: { result: ResultDate; holiday: boolean }) {
  const { t } = useTexts();
  const timeZone = useSiteConfig()?.timeZone;
  const day = pastDateDay(result, holiday);
  if (day === undefined) return <p className="game-state game-state-none">{t('gameDate.notPublished')}</p>;
  const text = gameDayTextIn(t, day, undefined, timeZone);
  return (
    <p className={`game-state game-state-${text.state}`}>
      {text.label}
      {text.note && ` (${text.note})`}
    </p>
  );
}
