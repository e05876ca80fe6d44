// Imports nothing at run time, so the shell's live-update hook can take it without zod.
import type { GhadiIdentity } from '../games/ghadis';
import { readTouched } from '../pages/public-reads';

/**
 * What a write changed, as the live stream (`apiPaths.resultStream`, event `changed`) tells open pages so
 * they refetch what shows it: `reads` are the tags of the data it changed (public-reads.ts), the same ones
 * the server's cache dropped. `clock`: no write, but a time boundary passed (a game's result time, midnight
 * in the site zone), so the games' states moved. `all`: the server may have missed changes (after a
 * reconnect between instances), or changed too much to list (an import): everything is refetched.
 */
export type SiteChange =
  | { what: 'result'; ghadi: GhadiIdentity; date: string; reads: string[] }
  | { what: 'holiday'; ghadi: GhadiIdentity; date: string; reads: string[] }
  | { what: 'games'; reads: string[] }
  | { what: 'content'; reads: string[] }
  | { what: 'clock'; reads: string[] }
  | { what: 'all' };

/** The Server-Sent Events event name of a SiteChange. */
export const SITE_CHANGE_EVENT = 'changed';

/** Everything may have changed: refetch all. */
export const ALL_CHANGED: SiteChange = { what: 'all' };

/** Whether a read showing `shown` (its readTags) must be fetched again after `change`. */
export const changeTouches = (change: SiteChange, shown: readonly string[]): boolean => change.what === 'all' || readTouched(shown, change.reads);

const isTagList = (value: unknown): value is string[] => Array.isArray(value) && value.every((tag) => typeof tag === 'string');

const isIdentity = (value: unknown): value is GhadiIdentity => {
  const game = value as Partial<GhadiIdentity> | null;
  return (
    typeof game === 'object' &&
    game !== null &&
    typeof game.id === 'string' &&
    Number.isInteger(game.GID) &&
    typeof game.NameEn === 'string' &&
    typeof game.NameHn === 'string' &&
    typeof game.key === 'string'
  );
};

/**
 * The SiteChange in a `changed` event's data. Anything else (a malformed or newer message) is read as
 * "everything may have changed", so the page refetches too much rather than too little.
 */
export function readSiteChange(data: unknown): SiteChange {
  let value: unknown;
  try {
    value = typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return ALL_CHANGED;
  }
  if (typeof value !== 'object' || value === null) return ALL_CHANGED;
  const change = value as Record<string, unknown>;
  if (change.what !== 'all' && !isTagList(change.reads)) return ALL_CHANGED;
  const reads = change.reads as string[];
  switch (change.what) {
    case 'result':
    case 'holiday':
      return isIdentity(change.ghadi) && typeof change.date === 'string' ? { what: change.what, ghadi: change.ghadi, date: change.date, reads } : ALL_CHANGED;
    case 'games':
    case 'content':
    case 'clock':
      return { what: change.what, reads };
    default:
      return ALL_CHANGED;
  }
}
