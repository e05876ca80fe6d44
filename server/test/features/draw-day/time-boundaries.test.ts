import type { DrawDay, GameDay } from '@ghadi/contracts';
import { boundariesOf, endOfDay, minutesShownUntil, nextBoundary, wallClockInstant } from '../../../src/features/draw-day/time-boundaries';

const KOLKATA = 'Asia/Kolkata';
const DAY = '2026-11-22';
// Midnight ending 22 November in Kolkata.
const MIDNIGHT = Date.parse('2026-11-22T18:30:00.000Z');

const entry = (GID: number, state: GameDay['state'], dueAt: string | null): GameDay => ({
  GID,
  ghadi: { id: `game-${GID}`, GID, NameEn: `Game ${GID}`, NameHn: `खेल ${GID}`, key: `game ${GID}` },
  state,
  dueAt,
  result: null,
  declaredAt: null,
  correctedAt: null,
  previousResult: null,
});
const board = (...games: GameDay[]): DrawDay => ({ day: DAY, lastUpdatedAt: null, games });

describe('when the board moves by the clock', () => {
  it('ends the site day at midnight in the site zone, DST or not', () => {
    expect(endOfDay(DAY, KOLKATA).getTime()).toBe(MIDNIGHT);
    expect(endOfDay('2026-03-07', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(endOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(wallClockInstant('2026-12-31', 24 * 60 - 1, KOLKATA).toISOString()).toBe('2026-12-31T18:29:00.000Z');
  });

  it('moves at the result time of each game still waiting for its result, and at midnight', () => {
    const day = board(
      entry(1, 'upcoming', '2026-11-22T09:00:00.000Z'),
      entry(2, 'awaited', '2026-11-22T05:00:00.000Z'),
      entry(3, 'declared', '2026-11-22T04:00:00.000Z'),
      entry(4, 'holiday', '2026-11-22T10:00:00.000Z'),
      entry(5, 'upcoming', null),
    );

    expect(boundariesOf(day, KOLKATA)).toEqual([Date.parse('2026-11-22T09:00:00.000Z'), Date.parse('2026-11-22T05:00:00.000Z'), MIDNIGHT]);
    expect(nextBoundary(day, KOLKATA, new Date('2026-11-22T06:00:00.000Z'))).toBe(Date.parse('2026-11-22T09:00:00.000Z'));
    expect(nextBoundary(day, KOLKATA, new Date('2026-11-22T09:00:00.000Z'))).toBe(MIDNIGHT);
  });

  it('keeps a board without a game to wait for until midnight', () => {
    expect(nextBoundary(board(entry(1, 'declared', '2026-11-22T04:00:00.000Z'), entry(2, 'upcoming', null)), KOLKATA, new Date('2026-11-22T06:00:00.000Z'))).toBe(MIDNIGHT);
  });

  it('makes a page with a countdown or a late result stale at the next whole minute of its render', () => {
    const now = new Date('2026-11-22T06:00:42.500Z');
    const nextMinute = Date.parse('2026-11-22T06:01:00.000Z');

    expect(minutesShownUntil(board(entry(1, 'upcoming', '2026-11-22T09:00:00.000Z')), now)).toBe(nextMinute);
    expect(minutesShownUntil(board(entry(1, 'awaited', '2026-11-22T05:00:00.000Z')), now)).toBe(nextMinute);
    expect(minutesShownUntil(board(entry(1, 'declared', '2026-11-22T05:00:00.000Z'), entry(2, 'upcoming', null), entry(3, 'holiday', null)), now)).toBeNull();
    expect(minutesShownUntil(board(entry(1, 'upcoming', '2026-11-22T09:00:00.000Z')), new Date('2026-11-22T06:01:00.000Z'))).toBe(
      Date.parse('2026-11-22T06:02:00.000Z'),
    );
  });
});
