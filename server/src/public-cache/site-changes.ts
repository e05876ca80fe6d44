import type { Kysely } from 'kysely';
import { changeTags, yesterdayIn, type GhadiIdentity, type SiteChange } from '@ghadi/contracts';
import type { Database } from '../db/database';
import type { Clock } from '../calendar/site-calendar';
import type { SiteEvents } from './site-events';

/**
 * What a write changed, declared by the service that makes the write once it is committed and before it
 * is acknowledged: every instance drops the cached reads it made stale, and open pages are told to reload.
 */
export interface SiteChanges {
  resultPublished(result: { ghadi: GhadiIdentity; drawDate: string }): Promise<void>;
  /**
   * Many results at once (an import): every month and game-month touched is stale, and open pages are sent
   * one `all` change rather than one per result.
   */
  resultsImported(results: readonly { nameKey: string; drawDate: string }[]): Promise<void>;
  /** A holiday of a game was marked or removed. */
  holidayChanged(holiday: { ghadi: GhadiIdentity; drawDate: string }): Promise<void>;
  /** A game was added, renamed, reordered or removed: every public list shows games. */
  gamesChanged(): Promise<void>;
  /** A content block was added, edited or removed. */
  contentChanged(): Promise<void>;
}

export function createSiteChanges(events: SiteEvents, calendar: { timeZone: string; clock: Clock }): SiteChanges {
  const yesterday = () => yesterdayIn(calendar.timeZone, calendar.clock());
  // The change names the tags it touched: the cache drops those reads, the open pages refetch them.
  const publish = (change: Exclude<SiteChange, { what: 'all' }>) => events.publish({ type: 'changed', tags: change.reads, change });
  return {
    resultPublished: ({ ghadi, drawDate }) =>
      publish({ what: 'result', ghadi, date: drawDate, reads: changeTags.result(ghadi.key, drawDate, yesterday()) }),
    resultsImported: (results) => {
      const day = yesterday();
      const tags = new Set(results.flatMap(({ nameKey, drawDate }) => changeTags.result(nameKey, drawDate, day)));
      return events.publish({ type: 'changed', tags: [...tags], change: { what: 'all' } });
    },
    holidayChanged: ({ ghadi, drawDate }) => publish({ what: 'holiday', ghadi, date: drawDate, reads: changeTags.holiday(drawDate, yesterday()) }),
    gamesChanged: () => publish({ what: 'games', reads: changeTags.games() }),
    contentChanged: () => publish({ what: 'content', reads: changeTags.content() }),
  };
}

/** What a service that changes public data needs: the database, and where to declare what it changed. */
export interface PublicWriteDependencies {
  db: Kysely<Database>;
  changes: SiteChanges;
}
