import { gameNameKey, type GameDay, type Ghadi, type GhadiIdentity, type Holiday } from '@ghadi/contracts';

type GameLike = Pick<Ghadi, 'GID'> & Partial<Pick<Ghadi, 'id' | 'NameEn' | 'NameHn'>>;

/** A game's identity as payloads carry it, from as much of the game as a test has. */
export function identityOf({ GID, id = `00000000-0000-4000-9000-${String(GID).padStart(12, '0')}`, NameEn = `Game ${GID}`, NameHn = `गेम ${GID}` }: GameLike): GhadiIdentity {
  return { id, GID, NameEn, NameHn, key: gameNameKey(NameEn) };
}

/** A game's day on the board: upcoming with no time unless `overrides` say otherwise. */
export function buildGameDay(game: GameLike, overrides: Partial<GameDay> = {}): GameDay {
  return {
    GID: game.GID,
    ghadi: identityOf(game),
    state: 'upcoming',
    dueAt: null,
    result: null,
    declaredAt: null,
    correctedAt: null,
    previousResult: null,
    ...overrides,
  };
}

/** A date `game` is marked off. */
export function buildHoliday(game: GameLike, DateTime: string): Holiday {
  return { GID: game.GID, ghadi: identityOf(game), DateTime };
}
