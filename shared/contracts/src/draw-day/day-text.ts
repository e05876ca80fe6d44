import type { BoardDay } from '../pages/chart-values';
import type { GameDayState } from './draw-day';
import type { DayWords } from './day-words';
import { siteTimeText } from './site-clock-text';

const MINUTE_MS = 60_000;
const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * The time left until a result: `in 1 h 05 min`, under an hour `in 12 min 30 s`, then `in 30 s`. Without
 * `seconds` (a screen that redraws once a minute) the minutes are rounded up: `in 13 min`, never `in 0 min`.
 */
export function countdownTextIn(words: DayWords, leftMs: number, { seconds = true }: { seconds?: boolean } = {}): string {
  const total = seconds ? Math.max(0, Math.ceil(leftMs / 1000)) : Math.max(1, Math.ceil(leftMs / MINUTE_MS)) * 60;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (hours > 0) return words('inHours', { hours, minutes: pad(minutes) });
  if (!seconds) return words('inMinutes', { minutes });
  if (minutes > 0) return words('inMinutesAndSeconds', { minutes, seconds: pad(total % 60) });
  return words('inSeconds', { seconds: total });
}

/** How late a result is: `12 min late`, `2 h 05 min late`; nothing under a minute. */
export function lateTextIn(words: DayWords, lateMs: number): string | undefined {
  const minutes = Math.floor(lateMs / MINUTE_MS);
  if (minutes < 1) return undefined;
  return minutes < 60 ? words('minutesLate', { minutes }) : words('hoursLate', { hours: Math.floor(minutes / 60), minutes: pad(minutes % 60) });
}

/**
 * The state as of `now`: an upcoming game whose time has come is awaited from that second on, before the
 * server says so, so a countdown never runs past zero.
 */
export function stateAt(game: BoardDay, now: number | undefined): GameDayState {
  const due = game.dueAt === null ? undefined : Date.parse(game.dueAt);
  return game.state === 'upcoming' && now !== undefined && due !== undefined && now >= due ? 'awaited' : game.state;
}

export interface GameDayText {
  state: GameDayState;
  /** What the state is, in words: `Upcoming`, `Waiting`, `Declared 05:17 PM`... */
  label: string;
  /** Upcoming only: the time left, ticking. */
  countdown?: string;
  /** `3 min late`, or the value a correction replaced: `was 42`. */
  note?: string;
}

/**
 * A game's day in `words`, as of `now` (undefined until the page knows its instant) in the site's zone
 * (undefined until the runtime config arrives: then without times). The public cards and both back
 * offices word it with this one function.
 */
export function gameDayTextIn(
  words: DayWords,
  game: BoardDay,
  now: number | undefined,
  timeZone: string | undefined,
  { seconds = true }: { seconds?: boolean } = {},
): GameDayText {
  const state = stateAt(game, now);
  const leftMs = now !== undefined && game.dueAt !== null ? Date.parse(game.dueAt) - now : undefined;
  const at = (instant: string | null) => (instant && timeZone ? ` ${siteTimeText(instant, timeZone)}` : '');
  switch (state) {
    case 'upcoming':
      return { state, label: words(state), countdown: leftMs === undefined ? undefined : countdownTextIn(words, leftMs, { seconds }) };
    case 'awaited':
      return { state, label: words(state), note: leftMs === undefined ? undefined : lateTextIn(words, -leftMs) };
    case 'declared':
      return { state, label: `${words(state)}${at(game.declaredAt)}` };
    case 'corrected':
      return {
        state,
        label: `${words(state)}${at(game.correctedAt)}`,
        note: game.previousResult === null ? undefined : words('was', { result: game.previousResult }),
      };
    case 'holiday':
      return { state, label: words(state) };
  }
}

/** A game's day as one line, as the public cards show it: `Waiting (12 min late)`, `Upcoming in 13 min`. */
export function gameDayLine({ label, countdown, note }: GameDayText): string {
  return `${label}${countdown ? ` ${countdown}` : ''}${note ? ` (${note})` : ''}`;
}
