import { gameDayOf } from '../__fixtures__/game-day';
import type { GameDay } from '../draw-day';
import { countdownText, gameDayLine, gameDayText } from '../draw-day-text';

const KOLKATA = 'Asia/Kolkata';
const now = Date.parse('2026-11-24T11:00:00Z'); // 04:30 PM in Kolkata
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

const buildGameDay = ({ GID }: { GID: number }, overrides: Partial<GameDay> = {}): GameDay => gameDayOf(GID, overrides);

describe('the time left', () => {
  test.each([
    [65 * 60_000, 'in 1 h 05 min'],
    [3 * 3600_000 + 59 * 60_000 + 59_000, 'in 3 h 59 min'],
    [60 * 60_000, 'in 1 h 00 min'],
    [12 * 60_000 + 30_000, 'in 12 min 30 s'],
    [59 * 60_000 + 59_500, 'in 1 h 00 min'],
    [61_000, 'in 1 min 01 s'],
    [45_000, 'in 45 s'],
    [200, 'in 1 s'],
  ])('%i ms reads %s', (left, text) => {
    expect(countdownText(left)).toBe(text);
  });
});

describe('a game’s state line', () => {
  test('upcoming counts down to its time', () => {
    expect(gameDayText(buildGameDay({ GID: 1 }, { dueAt: at(90) }), now, KOLKATA)).toEqual({ state: 'upcoming', label: 'Upcoming', countdown: 'in 1 h 30 min' });
  });

  test('upcoming whose time has come is Waiting from that second, before the server says so', () => {
    const game = buildGameDay({ GID: 1 }, { dueAt: at(0) });
    expect(gameDayText(game, now - 1000, KOLKATA).countdown).toBe('in 1 s');
    expect(gameDayText(game, now, KOLKATA)).toEqual({ state: 'awaited', label: 'Waiting', note: undefined });
  });

  test('awaited says how late once it is a minute late', () => {
    const game = buildGameDay({ GID: 1 }, { state: 'awaited', dueAt: at(-1) });
    expect(gameDayText(game, now - 1000, KOLKATA).note).toBeUndefined();
    expect(gameDayText(game, now, KOLKATA).note).toBe('1 min late');
    expect(gameDayText(game, now + 124 * 60_000, KOLKATA).note).toBe('2 h 05 min late');
  });

  test('a game whose result time cannot be read shows its state without a countdown', () => {
    expect(gameDayText(buildGameDay({ GID: 1 }), now, KOLKATA)).toEqual({ state: 'upcoming', label: 'Upcoming', countdown: undefined });
    expect(gameDayText(buildGameDay({ GID: 1 }, { state: 'awaited' }), now, KOLKATA)).toEqual({ state: 'awaited', label: 'Waiting', note: undefined });
  });

  test('declared and corrected say when, in the site’s zone, and a correction what it replaced', () => {
    const declared = buildGameDay({ GID: 1 }, { state: 'declared', result: '45', declaredAt: '2026-11-24T11:47:00Z' });
    expect(gameDayText(declared, now, KOLKATA).label).toBe('Declared 05:17 PM');
    expect(gameDayText(declared, now, 'America/New_York').label).toBe('Declared 06:47 AM');
    const corrected = { ...declared, state: 'corrected' as const, result: '24', correctedAt: '2026-11-24T12:10:00Z', previousResult: '42' };
    expect(gameDayText(corrected, now, KOLKATA)).toEqual({ state: 'corrected', label: 'Corrected 05:40 PM', note: 'was 42' });
  });

  test('before the page knows its instant or zone, no countdown and no times', () => {
    expect(gameDayText(buildGameDay({ GID: 1 }, { dueAt: at(5) }), undefined, KOLKATA).countdown).toBeUndefined();
    expect(gameDayText(buildGameDay({ GID: 1 }, { state: 'declared', declaredAt: at(-5) }), now, undefined).label).toBe('Declared');
    expect(gameDayText(buildGameDay({ GID: 1 }, { state: 'holiday' }), now, KOLKATA).label).toBe('Holiday');
  });
});

describe('the time left, on a screen that redraws once a minute', () => {
  test.each([
    [65 * 60_000, 'in 1 h 05 min'],
    [12 * 60_000 + 30_000, 'in 13 min'],
    [12 * 60_000, 'in 12 min'],
    [59 * 60_000 + 1000, 'in 1 h 00 min'],
    [45_000, 'in 1 min'],
    [0, 'in 1 min'],
  ])('%i ms reads %s', (left, text) => {
    expect(countdownText(left, { seconds: false })).toBe(text);
  });

  test('a game’s countdown follows it', () => {
    expect(gameDayText(buildGameDay({ GID: 1 }, { dueAt: at(12.5) }), now, KOLKATA, { seconds: false }).countdown).toBe('in 13 min');
  });
});

test('a state reads as one line, as the public cards show it', () => {
  expect(gameDayLine({ state: 'awaited', label: 'Waiting', note: '12 min late' })).toBe('Waiting (12 min late)');
  expect(gameDayLine({ state: 'upcoming', label: 'Upcoming', countdown: 'in 13 min' })).toBe('Upcoming in 13 min');
  expect(gameDayLine({ state: 'holiday', label: 'Holiday' })).toBe('Holiday');
});
