import '../api/zod-jitless';
import { z } from '../api/zod-mini';
import { ghadiIdentitySchema } from '../games/ghadis';
import { itemResponse, listResponse } from '../api/responses';

/**
 * Where a game stands on the site day. `upcoming`: before its result time; `awaited`: the time has passed
 * and no result is out; `declared`: published; `corrected`: published, then changed to another value;
 * `holiday`: the admin marked the game as not running that date.
 */
export const GAME_DAY_STATES = ['upcoming', 'awaited', 'declared', 'corrected', 'holiday'] as const;
export type GameDayState = (typeof GAME_DAY_STATES)[number];

/** One game's day, as `GET /api/draw-day` answers it. Instants are ISO 8601 UTC strings. */
export const gameDaySchema = z.object({
  GID: z.int(),
  ghadi: ghadiIdentitySchema,
  state: z.enum(GAME_DAY_STATES),
  /** The game's result time on the site day as an instant; null when its `RTime` cannot be read as a time. */
  dueAt: z.nullable(z.string()),
  /** Today's result when declared or corrected, else null. */
  result: z.nullable(z.string()),
  /** When today's result was first published; re-submitting the same value does not move it. */
  declaredAt: z.nullable(z.string()),
  /** When a corrected result was last changed to another value; null unless corrected. */
  correctedAt: z.nullable(z.string()),
  /** The value the latest correction replaced; null unless corrected. */
  previousResult: z.nullable(z.string()),
});
export type GameDay = z.infer<typeof gameDaySchema>;

/** The site day's board: every game not deleted, in the games' order. */
export const drawDaySchema = z.object({
  /** The site day, `YYYY-MM-DD` in SITE_TIMEZONE. */
  day: z.string(),
  /** The newest change of any published result (first publication or correction); null on an empty site. */
  lastUpdatedAt: z.nullable(z.string()),
  games: z.array(gameDaySchema),
});
export type DrawDay = z.infer<typeof drawDaySchema>;

export const drawDayResponseSchema = itemResponse(drawDaySchema);

/** A date a game does not run (`GET /api/holidays?month=&year=`). */
export const holidaySchema = z.object({
  GID: z.int(),
  ghadi: ghadiIdentitySchema,
  /** The draw date, `YYYY-MM-DD`. */
  DateTime: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;
export const holidayListResponseSchema = listResponse(holidaySchema);

/** One change of a published result to another value (`GET /api/results/{name}/corrections?month=&year=`). */
export const resultCorrectionSchema = z.object({
  /** The draw date, `YYYY-MM-DD`. */
  DateTime: z.string(),
  From: z.string(),
  To: z.string(),
  /** When the change was made: an ISO 8601 instant. */
  ChangedAt: z.string(),
});
export type ResultCorrection = z.infer<typeof resultCorrectionSchema>;
export const resultCorrectionListResponseSchema = listResponse(resultCorrectionSchema);

/**
 * A result time as the admin typed it, as minutes after midnight: the spec's `hh:mm AM/PM` (case and the
 * space before AM/PM free, `a.m.` accepted) or a 24-hour `HH:mm`. Anything else is null: such a game has
 * no countdown, never an error (the admin form accepts any text).
 */
export function parseResultTime(text: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2})[:.](\d{2})\s*(?:([ap])\.?\s*m\.?)?\s*$/i.exec(text ?? '');
  if (!match) return null;
  const [, hourText, minuteText, half] = match;
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (minute > 59) return null;
  if (half === undefined) return hour <= 23 ? hour * 60 + minute : null;
  if (hour < 1 || hour > 12) return null;
  const pm = half.toLowerCase() === 'p';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
}
