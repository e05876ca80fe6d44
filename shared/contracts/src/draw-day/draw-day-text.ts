import type { BoardDay } from '../pages/chart-values';
import type { GameDayState } from './draw-day';
import type { SiteLanguage } from '../api/languages';
import { siteTimeText } from './site-clock-text';

const MINUTE_MS = 60_000;
const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * A game's day in words, per language: the public cards and both back offices word it with the functions
 * below, so these are the one copy of these texts for every app. Numbers stay in the digits they are.
 */
const dayWords = {
  en: {
    inHours: (hours: number, minutes: string) => `in ${hours} h ${minutes} min`,
    inMinutes: (minutes: number) => `in ${minutes} min`,
    inMinutesAndSeconds: (minutes: number, seconds: string) => `in ${minutes} min ${seconds} s`,
    inSeconds: (seconds: number) => `in ${seconds} s`,
    minutesLate: (minutes: number) => `${minutes} min late`,
    hoursLate: (hours: number, minutes: string) => `${hours} h ${minutes} min late`,
    was: (result: string) => `was ${result}`,
    labels: { upcoming: 'Upcoming', awaited: 'Waiting', declared: 'Declared', corrected: 'Corrected', holiday: 'Holiday' },
  },
  hi: {
    inHours: (hours: number, minutes: string) => `${hours} घंटे ${minutes} मिनट में`,
    inMinutes: (minutes: number) => `${minutes} मिनट में`,
    inMinutesAndSeconds: (minutes: number, seconds: string) => `${minutes} मिनट ${seconds} सेकंड में`,
    inSeconds: (seconds: number) => `${seconds} सेकंड में`,
    minutesLate: (minutes: number) => `${minutes} मिनट देर से`,
    hoursLate: (hours: number, minutes: string) => `${hours} घंटे ${minutes} मिनट देर से`,
    was: (result: string) => `पहले ${result}`,
    labels: { upcoming: 'आने वाला', awaited: 'इंतज़ार', declared: 'घोषित', corrected: 'सुधारा गया', holiday: 'अवकाश' },
  },
} satisfies Record<SiteLanguage, unknown>;

/** The words only a result told off the page needs: apart, so the pages' download does not carry them. */
const travelWords = {
  en: { noResult: 'no result', results: 'results', gameResults: (game: string) => `${game} results` },
  hi: { noResult: 'कोई रिजल्ट नहीं', results: 'रिजल्ट', gameResults: (game: string) => `${game} रिजल्ट` },
} satisfies Record<SiteLanguage, unknown>;

/**
 * The words a result is told with where it travels off the page (push, Telegram, feeds): the same words as
 * the cards' states, in lower case inside a sentence (`42, declared 05:17 PM`).
 */
export function toldWords(language: SiteLanguage) {
  const { labels, was } = dayWords[language];
  const { noResult, results, gameResults } = travelWords[language];
  return {
    declared: labels.declared.toLowerCase(),
    corrected: labels.corrected.toLowerCase(),
    holiday: labels.holiday.toLowerCase(),
    was,
    noResult,
    results,
    gameResults,
  };
}

/**
 * The time left until a result: `in 1 h 05 min`, under an hour `in 12 min 30 s`, then `in 30 s`. Without
 * `seconds` (a screen that redraws once a minute) the minutes are rounded up: `in 13 min`, never `in 0 min`.
 */
export function countdownText(
  leftMs: number,
  { seconds = true, language = 'en' }: { seconds?: boolean; language?: SiteLanguage } = {},
): string {
  const words = dayWords[language];
  const total = seconds ? Math.max(0, Math.ceil(leftMs / 1000)) : Math.max(1, Math.ceil(leftMs / MINUTE_MS)) * 60;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (hours > 0) return words.inHours(hours, pad(minutes));
  if (!seconds) return words.inMinutes(minutes);
  if (minutes > 0) return words.inMinutesAndSeconds(minutes, pad(total % 60));
  return words.inSeconds(total);
}

/** How late a result is: `12 min late`, `2 h 05 min late`; nothing under a minute. */
export function lateText(lateMs: number, language: SiteLanguage = 'en'): string | undefined {
  const words = dayWords[language];
  const minutes = Math.floor(lateMs / MINUTE_MS);
  if (minutes < 1) return undefined;
  return minutes < 60 ? words.minutesLate(minutes) : words.hoursLate(Math.floor(minutes / 60), pad(minutes % 60));
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
 * A game's day in words, as of `now` (undefined until the page knows its instant) in the site's zone
 * (undefined until the runtime config arrives: then without times). The public cards and both back
 * offices word it with this one function.
 */
export function gameDayText(
  game: BoardDay,
  now: number | undefined,
  timeZone: string | undefined,
  { seconds = true, language = 'en' }: { seconds?: boolean; language?: SiteLanguage } = {},
): GameDayText {
  const { labels, was } = dayWords[language];
  const state = stateAt(game, now);
  const leftMs = now !== undefined && game.dueAt !== null ? Date.parse(game.dueAt) - now : undefined;
  const at = (instant: string | null) => (instant && timeZone ? ` ${siteTimeText(instant, timeZone)}` : '');
  switch (state) {
    case 'upcoming':
      return { state, label: labels.upcoming, countdown: leftMs === undefined ? undefined : countdownText(leftMs, { seconds, language }) };
    case 'awaited':
      return { state, label: labels.awaited, note: leftMs === undefined ? undefined : lateText(-leftMs, language) };
    case 'declared':
      return { state, label: `${labels.declared}${at(game.declaredAt)}` };
    case 'corrected':
      return { state, label: `${labels.corrected}${at(game.correctedAt)}`, note: game.previousResult === null ? undefined : was(game.previousResult) };
    case 'holiday':
      return { state, label: labels.holiday };
  }
}

/** A game's day as one line, as the public cards show it: `Waiting (12 min late)`, `Upcoming in 13 min`. */
export function gameDayLine({ label, countdown, note }: GameDayText): string {
  return `${label}${countdown ? ` ${countdown}` : ''}${note ? ` (${note})` : ''}`;
}
