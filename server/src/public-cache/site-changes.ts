import type { Kysely } from 'kysely';
import { yesterdayIn, type SiteChange } from '@ghadi/contracts';
import type { Database } from '../db/database';
import type { Clock } from '../calendar/site-calendar';
import { changedTags } from './public-cache-keys';
import type { SiteEvents } from './site-events';

/**
 * What a write changed, declared by the service that makes the write once it is committed and before it
 * is acknowledged: every instance drops the cached reads it made stale, and open pages are told to reload.
 */
export interface SiteChanges {
  resultPublished(result: { gid: number; nameKey: string; drawDate: string }): Promise<void>;
  /**
   * Many results at once (an import): every month and game-month touched is stale, and open pages are sent
   * one `all` change rather than one per result.
   */
  resultsImported(results: readonly { nameKey: string; drawDate: string }[]): Promise<void>;
  /** A holiday of a game was marked or removed. */
  holidayChanged(holiday: { gid: number; drawDate: string }): Promise<void>;
  /** A game was added, renamed, reordered or removed: every public list shows games. */
  gamesChanged(): Promise<void>;
  /** A content block was added, edited or removed. */
  contentChanged(): Promise<void>;
}

export function createSiteChanges(events: SiteEvents, calendar: { timeZone: string; clock: Clock }): SiteChanges {
  const publish = (tags: string[], change: SiteChange) => events.publish({ type: 'changed', tags, change });
  return {
    resultPublished: ({ gid, nameKey, drawDate }) =>
      publish(changedTags.result(nameKey, drawDate, yesterdayIn(calendar.timeZone, calendar.clock())), {
        what: 'result',
        gid,
        date: drawDate,
      }),
    resultsImported: (results) => {
      const yesterday = yesterdayIn(calendar.timeZone, calendar.clock());
      const tags = new Set(results.flatMap(({ nameKey, drawDate }) => changedTags.result(nameKey, drawDate, yesterday)));
      return publish([...tags], { what: 'all' });
    },
    holidayChanged: ({ gid, drawDate }) =>
      publish(changedTags.holiday(drawDate, yesterdayIn(calendar.timeZone, calendar.clock())), {
        what: 'holiday',
        gid,
        date: drawDate,
      }),
    gamesChanged: () => publish(changedTags.games(), { what: 'games' }),
    contentChanged: () => publish(changedTags.content(), { what: 'content' }),
  };
}

/** What a service that changes public data needs: the database, and where to declare what it changed. */
export interface PublicWriteDependencies {
  db: Kysely<Database>;
  changes: SiteChanges;
}
