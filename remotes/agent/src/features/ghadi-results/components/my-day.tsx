import { useId } from 'react';
import type { Ghadi } from '@ghadi/contracts';
import { Alert, useDrawDay, useMinuteClock, useSiteTimeZone } from '@ghadi/ui';
import { myDay } from '../utils/my-day';
import { useTexts } from '@/lib/texts';

interface MyDayProps {
  /** The agent's games. */
  ghadis: Ghadi[];
  /** The game the form below is for. */
  selectedId: string;
  onSelect: (ghadi: Ghadi) => void;
}

/**
 * The agent's games today with their states, late ones first, live (stream, 30 s re-read, a redraw each
 * minute). Tapping one puts it in the form below.
 */
export function MyDay({ ghadis, selectedId, onSelect }: MyDayProps) {
  const { t, language } = useTexts();
  const headingId = useId();
  const drawDay = useDrawDay();
  const now = useMinuteClock();
  const timeZone = useSiteTimeZone();

  // A failed refresh keeps the list on screen; only a first read that failed replaces it. While the first
  // read is under way the list is left out: the form below works without it, and its rows shift it anyway.
  if (!drawDay.data) return drawDay.isError ? <Alert tone="error">{t('myDay.loadFailed')}</Alert> : null;
  const games = myDay(drawDay.data, ghadis, now, timeZone, language);
  if (games.length === 0) return null;
  return (
    <section className="card my-day" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('myDay.heading')}</h3>
      <ul>
        {games.map(({ ghadi, state, late }) => (
          <li key={ghadi._id}>
            <button
              type="button"
              className={`my-day-game${late ? ' my-day-late' : ''}`}
              aria-current={ghadi._id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(ghadi)}
            >
              <span className="my-day-name">{ghadi.NameEn}</span> <span className="my-day-time">{ghadi.RTime ?? ''}</span>{' '}
              <span className="my-day-state">{state}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
