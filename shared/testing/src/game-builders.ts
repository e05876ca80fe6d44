import { gameNameKey, type Ghadi, type Result } from '@ghadi/contracts';
import { identityOf } from './draw-day-builders';

let sequence = 0;

/** A record id in the UUID form the contracts require, counting up so failures stay readable. */
export function buildRecordId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

/** A game as the API lists it; each call gets new ids and a distinct name. */
export function buildGhadi(overrides: Partial<Ghadi> = {}): Ghadi {
  const id = buildRecordId();
  const game = {
    _id: id,
    id,
    GID: sequence,
    NameEn: `Game ${sequence}`,
    NameHn: `गेम ${sequence}`,
    RTime: '10:00 AM',
    OrderId: sequence,
    ...overrides,
  };
  return { ...game, key: overrides.key ?? gameNameKey(game.NameEn) };
}

/** A published result of `ghadi` for the draw date `dateTime` (`YYYY-MM-DD`). */
export function buildResult(ghadi: Ghadi, dateTime: string, result: string, overrides: Partial<Result> = {}): Result {
  const id = buildRecordId();
  return {
    _id: id,
    id,
    GID: ghadi.GID,
    Name: ghadi.NameEn,
    Result: result,
    DateTime: dateTime,
    CreatedById: null,
    isActive: true,
    ghadi: identityOf(ghadi),
    ...overrides,
  };
}
