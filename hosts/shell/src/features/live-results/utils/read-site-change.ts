import type { SiteChange } from '@ghadi/contracts/site-changes';

const ALL: SiteChange = { what: 'all' };

/**
 * The SiteChange in a `changed` event's data. Anything else (a malformed or newer message) is read as
 * "everything may have changed", so the page reloads too much rather than too little.
 */
export function readSiteChange(data: unknown): SiteChange {
  let value: unknown;
  try {
    value = typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return ALL;
  }
  if (typeof value !== 'object' || value === null) return ALL;
  const change = value as Record<string, unknown>;
  switch (change.what) {
    case 'result':
    case 'holiday':
      return Number.isInteger(change.gid) && typeof change.date === 'string'
        ? { what: change.what, gid: change.gid as number, date: change.date }
        : ALL;
    case 'games':
    case 'content':
    case 'clock':
      return { what: change.what };
    default:
      return ALL;
  }
}
