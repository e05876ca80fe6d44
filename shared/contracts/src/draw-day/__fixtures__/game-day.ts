import type { GameDay } from '../draw-day';

/** A game's day on the board for this package's tests (which cannot use @ghadi/testing, built on this package). */
export const gameDayOf = (GID: number, overrides: Partial<GameDay> = {}): GameDay => ({
  GID,
  ghadi: { id: `game-${GID}`, GID, NameEn: `Game ${GID}`, NameHn: `खेल ${GID}`, key: `game ${GID}` },
  state: 'upcoming',
  dueAt: null,
  result: null,
  declaredAt: null,
  correctedAt: null,
  previousResult: null,
  ...overrides,
});
