import { gameDayOf as day } from '../__fixtures__/game-day';
import { lateFirst } from '../draw-day-order';

const now = Date.parse('2026-11-24T11:00:00Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

test('late games first (the longest late first), then upcoming by time, then published, then holidays', () => {
  const games = [
    day(1, { state: 'holiday', dueAt: at(-300) }),
    day(2, { state: 'declared', dueAt: at(-60), result: '45' }),
    day(3, { dueAt: at(30) }),
    day(4, { state: 'awaited', dueAt: at(-10) }),
    day(5, { state: 'corrected', dueAt: at(-120), result: '24' }),
    day(6, { dueAt: at(5) }),
    day(7, { state: 'awaited', dueAt: at(-40) }),
    day(8),
  ];
  expect(lateFirst(games, now).map((game) => game.GID)).toEqual([7, 4, 6, 3, 8, 5, 2, 1]);
});

test('an upcoming game whose time has passed counts as late, before the server says so', () => {
  const games = [day(1, { state: 'awaited', dueAt: at(-5) }), day(2, { dueAt: at(-15) }), day(3, { dueAt: at(1) })];
  expect(lateFirst(games, now).map((game) => game.GID)).toEqual([2, 1, 3]);
});

test('games whose time cannot be read keep their order, after the timed ones of their kind', () => {
  const games = [day(1, { state: 'awaited' }), day(2, { state: 'awaited' }), day(3, { state: 'awaited', dueAt: at(-1) })];
  expect(lateFirst(games, now).map((game) => game.GID)).toEqual([3, 1, 2]);
});
