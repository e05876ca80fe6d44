import { stateAt, type BoardDay } from '@ghadi/contracts';
import { useNow } from '@/lib/now';
import { useTexts } from '@/lib/texts';

/**
 * What a card's Today shows while the game has no result: Waiting once its time has passed, Holiday when it
 * is off, else a dash, so it never contradicts the state line under it (an upcoming game is not awaited yet).
 */
export function PendingToday({ game }: { game: BoardDay | undefined }) {
  const { t } = useTexts();
  const now = useNow();
  const state = game && stateAt(game, now);
  if (state === 'awaited' || state === 'holiday') return t(state);
  return '---';
}
