import type { GameDay, Ghadi } from '@ghadi/contracts';

/** A game's day on the board: upcoming with no time unless `overrides` say otherwise. */
export function buildGameDay(game: Pick<Ghadi, 'GID'>, overrides: Partial<GameDay> = {}): GameDay {
  return { GID: game.GID, state: 'upcoming', dueAt: null, result: null, declaredAt: null, correctedAt: null, previousResult: null, ...overrides };
}
