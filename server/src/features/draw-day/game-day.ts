import { parseResultTime, type DrawDay, type GameDay, type GhadiIdentity } from '@ghadi/contracts';
import { wallClockInstant } from './time-boundaries';

/** Today's published result of a game. Instants are ISO 8601 strings. */
export interface PublishedResult {
  value: string;
  /** First published. */
  createdAt: string;
  /** Last changed to a different value; equals `createdAt` until a correction. */
  changedAt: string;
  /** The value the latest correction replaced, when there was one. */
  replaced: string | null;
}

/** What decides one game's state on the site day. */
export interface GameDayFacts {
  ghadi: GhadiIdentity;
  /** The result time as the admin typed it. */
  rTime: string | null;
  holiday: boolean;
  result: PublishedResult | null;
}

/** Which day, in which zone, at which instant. */
export interface SiteMoment {
  day: string;
  timeZone: string;
  now: Date;
}

/** When the game's result is due on `day`; null when its time cannot be read. A time after midnight is on `day` itself. */
export function dueAtOf(rTime: string | null, day: string, timeZone: string): Date | null {
  const minutes = parseResultTime(rTime);
  return minutes === null ? null : wallClockInstant(day, minutes, timeZone);
}

const noResult = { result: null, declaredAt: null, correctedAt: null, previousResult: null };

function published(result: PublishedResult): Pick<GameDay, 'state' | 'result' | 'declaredAt' | 'correctedAt' | 'previousResult'> {
  const corrected = Date.parse(result.changedAt) > Date.parse(result.createdAt);
  return {
    state: corrected ? 'corrected' : 'declared',
    result: result.value,
    declaredAt: result.createdAt,
    correctedAt: corrected ? result.changedAt : null,
    previousResult: corrected ? result.replaced : null,
  };
}

/**
 * One game's state at `now`. A published result wins over a holiday (it was published before the day was
 * marked off, or the marking came after); a game whose time cannot be read stays upcoming.
 */
export function gameDayOf(facts: GameDayFacts, { day, timeZone, now }: SiteMoment): GameDay {
  const dueAt = dueAtOf(facts.rTime, day, timeZone);
  const base = { GID: facts.ghadi.GID, ghadi: facts.ghadi, dueAt: dueAt?.toISOString() ?? null };
  if (facts.result) return { ...base, ...published(facts.result) };
  if (facts.holiday) return { ...base, state: 'holiday', ...noResult };
  const state = dueAt === null || now < dueAt ? 'upcoming' : 'awaited';
  return { ...base, state, ...noResult };
}

/** The site day's board from each game's facts (in the games' order) and the newest result change. */
export function drawDayOf(games: GameDayFacts[], lastUpdatedAt: string | null, moment: SiteMoment): DrawDay {
  return { day: moment.day, lastUpdatedAt, games: games.map((game) => gameDayOf(game, moment)) };
}
