import { drawDayOf, dueAtOf, gameDayOf, type GameDayFacts, type SiteMoment } from '../../../src/features/draw-day/game-day';

// The site day 22 November 2026 in Asia/Kolkata (UTC+05:30): 12:30 PM there is 07:00 UTC.
const KOLKATA = 'Asia/Kolkata';
const DAY = '2026-11-22';
const at = (iso: string): SiteMoment => ({ day: DAY, timeZone: KOLKATA, now: new Date(iso) });
const identity = (GID: number) => ({ id: `game-${GID}`, GID, NameEn: `Game ${GID}`, NameHn: `खेल ${GID}`, key: `game ${GID}` });
const game = ({ gid = 7, ...overrides }: Partial<Omit<GameDayFacts, 'ghadi'>> & { gid?: number } = {}): GameDayFacts => ({
  ghadi: identity(gid),
  rTime: '12:30 PM',
  holiday: false,
  result: null,
  ...overrides,
});
const published = (overrides: Partial<NonNullable<GameDayFacts['result']>> = {}) => ({
  value: '42',
  createdAt: '2026-11-22T07:05:00.000Z',
  changedAt: '2026-11-22T07:05:00.000Z',
  replaced: null,
  ...overrides,
});

describe('a game\'s state on the site day', () => {
  it('is upcoming a minute before its result time and awaited a minute after, with the same due instant', () => {
    const before = gameDayOf(game(), at('2026-11-22T06:59:00.000Z'));
    const after = gameDayOf(game(), at('2026-11-22T07:01:00.000Z'));

    expect(before).toEqual({ GID: 7, ghadi: identity(7), state: 'upcoming', dueAt: '2026-11-22T07:00:00.000Z', result: null, declaredAt: null, correctedAt: null, previousResult: null });
    expect(after).toEqual({ ...before, state: 'awaited' });
  });

  it('is awaited from the very minute of its result time', () => {
    expect(gameDayOf(game(), at('2026-11-22T07:00:00.000Z')).state).toBe('awaited');
  });

  it('puts a result time after midnight on the site day\'s own date, so it is awaited from then on', () => {
    const early = game({ rTime: '01:30 AM' });

    // 01:30 on 22 November in Kolkata is 20:00 UTC on the 21st.
    expect(gameDayOf(early, at('2026-11-21T19:59:00.000Z'))).toMatchObject({ state: 'upcoming', dueAt: '2026-11-21T20:00:00.000Z' });
    expect(gameDayOf(early, at('2026-11-21T20:01:00.000Z')).state).toBe('awaited');
  });

  it.each(['--:--', 'soon', '', '25:00', '13:00 PM', null])('has no due time and stays upcoming for the time %p', (rTime) => {
    expect(gameDayOf(game({ rTime }), at('2026-11-22T17:00:00.000Z'))).toMatchObject({ state: 'upcoming', dueAt: null });
  });

  it('reads the forms the admin form takes: 24-hour, dots, no space, a.m.', () => {
    expect(['12:30 PM', '12:30pm', '12.30 p.m.', '12:30'].map((rTime) => dueAtOf(rTime, DAY, KOLKATA)?.toISOString())).toEqual(
      Array(4).fill('2026-11-22T07:00:00.000Z'),
    );
  });

  it('is declared with the time the result was first published', () => {
    expect(gameDayOf(game({ result: published() }), at('2026-11-22T08:00:00.000Z'))).toEqual({
      GID: 7,
      ghadi: identity(7),
      state: 'declared',
      dueAt: '2026-11-22T07:00:00.000Z',
      result: '42',
      declaredAt: '2026-11-22T07:05:00.000Z',
      correctedAt: null,
      previousResult: null,
    });
  });

  it('is corrected when the value changed after publication, with the value it replaced and when', () => {
    const result = published({ value: '43', changedAt: '2026-11-22T07:20:00.000Z', replaced: '42' });

    expect(gameDayOf(game({ result }), at('2026-11-22T08:00:00.000Z'))).toMatchObject({
      state: 'corrected',
      result: '43',
      declaredAt: '2026-11-22T07:05:00.000Z',
      correctedAt: '2026-11-22T07:20:00.000Z',
      previousResult: '42',
    });
  });

  it('is a holiday when marked off, and a published result wins over the mark', () => {
    expect(gameDayOf(game({ holiday: true }), at('2026-11-22T08:00:00.000Z'))).toMatchObject({ state: 'holiday', result: null });
    expect(gameDayOf(game({ holiday: true, result: published() }), at('2026-11-22T08:00:00.000Z'))).toMatchObject({ state: 'declared', result: '42' });
  });

  it('counts the result time in the site zone whatever zone the process runs in', () => {
    const zone = process.env.TZ;
    const answers = ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'].map((processZone) => {
      process.env.TZ = processZone;
      return gameDayOf(game(), at('2026-11-22T06:59:00.000Z'));
    });
    process.env.TZ = zone;

    expect(answers.map((answer) => [answer.state, answer.dueAt])).toEqual(Array(3).fill(['upcoming', '2026-11-22T07:00:00.000Z']));
  });

  it('follows the site zone\'s daylight saving: the same wall time is another UTC instant after the change', () => {
    expect(dueAtOf('06:00 PM', '2026-03-07', 'America/New_York')?.toISOString()).toBe('2026-03-07T23:00:00.000Z');
    expect(dueAtOf('06:00 PM', '2026-03-08', 'America/New_York')?.toISOString()).toBe('2026-03-08T22:00:00.000Z');
  });

  it('gives the board its day, the newest change and every game in the order given', () => {
    const board = drawDayOf([game({ gid: 3 }), game({ gid: 1, holiday: true })], '2026-11-21T10:00:00.000Z', at('2026-11-22T06:00:00.000Z'));

    expect(board).toMatchObject({ day: DAY, lastUpdatedAt: '2026-11-21T10:00:00.000Z' });
    expect(board.games.map((entry) => [entry.GID, entry.state])).toEqual([[3, 'upcoming'], [1, 'holiday']]);
  });
});
