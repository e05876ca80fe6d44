import { buildGameDay } from '@ghadi/testing';
import { liveBoard } from '../live-board';

const now = Date.parse('2026-11-24T11:00:00Z'); // 04:30 PM in Kolkata
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('the live board', () => {
  const games = [
    buildGameDay({ GID: 1 }, { dueAt: at(30) }),
    buildGameDay({ GID: 2 }, { dueAt: at(10) }),
    buildGameDay({ GID: 3 }, { state: 'awaited', dueAt: at(-20) }),
    buildGameDay({ GID: 4 }, { state: 'declared', result: '11', declaredAt: at(-50) }),
    buildGameDay({ GID: 5 }, { state: 'corrected', result: '22', declaredAt: at(-90), correctedAt: at(-5) }),
    buildGameDay({ GID: 6 }, { state: 'holiday' }),
    buildGameDay({ GID: 7 }),
  ];

  test('names the next game due, the games awaited and the latest result', () => {
    const board = liveBoard(games, now);
    expect(board.next?.GID).toBe(2);
    expect(board.waiting.map((game) => game.GID)).toEqual([3]);
    expect(board.latest).toEqual({ game: games[4], at: at(-5) });
  });

  test('a game whose time passes moves from next to waiting', () => {
    const board = liveBoard(games, now + 10 * 60_000);
    expect(board.next?.GID).toBe(1);
    expect(board.waiting.map((game) => game.GID)).toEqual([2, 3]);
  });

  test('has nothing to say for a day with no times left and no results', () => {
    expect(liveBoard([buildGameDay({ GID: 6 }, { state: 'holiday' }), buildGameDay({ GID: 7 })], now)).toEqual({ next: undefined, waiting: [], latest: undefined });
  });
});
