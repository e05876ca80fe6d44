import { boardFromValues, boardValuesOf, gameListOf, gameNamesOf, gamesOfList, namedGamesOf } from '../board-values';
import type { Board, ListedGame } from '../chart-values';

const through = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('board values: the home page\'s games and their day, as pages carry them', () => {
  const games: ListedGame[] = [
    { GID: 3, NameEn: 'Kalyan', NameHn: 'कल्याण', RTime: '04:00 PM', YesterdayResult: '12', TodayResult: null },
    { GID: 4, NameEn: 'Milan "Day"', NameHn: 'मिलन', RTime: null, YesterdayResult: null, TodayResult: '07' },
    { GID: 2, NameEn: 'Matka', NameHn: 'मटका', RTime: '11:30', CloseTime: '01:30 AM', YesterdayResult: '123-68-459', TodayResult: '340-7' },
  ];

  it('rebuilds the games\' list exactly, through JSON, without ids', () => {
    const list = through(gameListOf(games.map((game) => ({ ...game, _id: 'x1', id: 'x1', key: game.NameEn.toLowerCase(), OrderId: 1 }))));

    expect(gamesOfList(list)).toEqual(games);
    expect(JSON.stringify(list)).not.toContain('x1');
    // Numbers as steps, values of one width side by side.
    expect(list[0]).toEqual([3, 1, -2]);
    expect(gameListOf(games.slice(0, 2))[5]).toEqual([2, '  07']);
    expect(gamesOfList(gameListOf([]))).toEqual([]);
  });

  it('carries close times only when a market is listed', () => {
    expect(gameListOf(games.slice(0, 2))).toHaveLength(6);
    expect(gameListOf(games)[6]).toEqual([null, null, '01:30 AM']);
  });

  it('rebuilds the games\' names of one language exactly', () => {
    const named = [
      { GID: 3, name: 'कल्याण' },
      { GID: 1, name: 'Milan' },
    ];

    expect(namedGamesOf(through(gameNamesOf(named)))).toEqual(named);
    expect(gameNamesOf(named)[0]).toEqual([3, -2]);
  });

  const board: Board = {
    day: '2026-11-22',
    lastUpdatedAt: '2026-11-22T10:17:23.456Z',
    games: [
      { GID: 3, state: 'declared', dueAt: '2026-11-22T10:30:00.000Z', result: '42', declaredAt: '2026-11-22T10:17:23.456Z', correctedAt: null, previousResult: null },
      { GID: 4, state: 'upcoming', dueAt: null, result: null, declaredAt: null, correctedAt: null, previousResult: null },
      { GID: 7, state: 'corrected', dueAt: '2026-11-22T06:15:00.000Z', result: '123-6', declaredAt: '2026-11-22T06:20:01.002Z', correctedAt: '2026-11-22T07:00:00.000Z', previousResult: '124-7' },
      { GID: 8, state: 'awaited', dueAt: '2026-11-22T09:00:00.000Z', result: null, declaredAt: null, correctedAt: null, previousResult: null },
      { GID: 9, state: 'holiday', dueAt: '2026-11-22T12:00:00.000Z', result: null, declaredAt: null, correctedAt: null, previousResult: null },
    ],
  };

  it('rebuilds the day\'s board exactly, through JSON, every state and instant', () => {
    const values = through(boardValuesOf(board));

    expect(boardFromValues(values)).toEqual(board);
    expect(values[3]).toBe('ducah');
    // Result times in minutes after the first game's.
    expect(values[5]).toEqual([0, null, -255, -90, 90]);
  });

  it('takes the API\'s board (games named) and an empty one', () => {
    const named = { ...board, games: board.games.map((game) => ({ ...game, ghadi: { id: 'x1', GID: game.GID, NameEn: 'A', NameHn: 'B', key: 'a' } })) };
    const empty: Board = { day: '2026-11-22', lastUpdatedAt: null, games: [] };

    expect(boardFromValues(boardValuesOf(named))).toEqual(board);
    expect(JSON.stringify(boardValuesOf(named))).not.toContain('x1');
    expect(boardFromValues(through(boardValuesOf(empty)))).toEqual(empty);
  });

  it('keeps publications exact on a board without a last update', () => {
    const unknown: Board = { ...board, lastUpdatedAt: null };

    expect(boardFromValues(through(boardValuesOf(unknown)))).toEqual(unknown);
  });
});
