import type { HttpError } from '@fastify/sensible';
import type { Kysely } from 'kysely';
import type { PublicPageReads } from '@ghadi/contracts';
import type { Database } from '../db/database';
import { publicAnswers, type PublicAnswer } from '../public-reads/public-answers';
import type { PublicCache } from '../public-reads/public-cache';

export interface PageReadDependencies {
  db: Kysely<Database>;
  cache: PublicCache;
  timeZone: string;
  now: Date;
}

/** A page's reads, and the tags of everything they read: a write to any of it makes the page stale. */
export interface TrackedReads {
  reads: PublicPageReads;
  tags: Set<string>;
}

const isNotFound = (error: unknown): boolean => (error as Partial<HttpError>).statusCode === 404;

/**
 * The reads a page renders from, answered from the public cache's entries (the same bytes the JSON API
 * sends, so the content blocks' HTML is sanitized once per cache fill, not per page).
 */
export function pageReads({ db, cache, timeZone, now }: PageReadDependencies): TrackedReads {
  const tags = new Set<string>();
  async function read<T>({ read: publicRead, load }: PublicAnswer): Promise<T> {
    for (const tag of publicRead.tags) tags.add(tag);
    const cached = await cache.get(publicRead.key, async () => ({ payload: await load(), tags: publicRead.tags }));
    return (JSON.parse(cached.body.toString('utf8')) as { data: T }).data;
  }
  const unlessUnknown = async <T>(answer: PublicAnswer): Promise<T | null> => {
    try {
      return await read<T>(answer);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  return {
    tags,
    reads: {
      ghadis: () => read(publicAnswers.ghadis(db, timeZone, now)),
      monthResults: (year, month) => read(publicAnswers.monthResults(db, year, month)),
      gameResults: (name, year, month) => unlessUnknown(publicAnswers.gameResults(db, name, year, month)),
      gameYearResults: (name, year) => unlessUnknown(publicAnswers.gameYearResults(db, name, year)),
      siteContent: () => read(publicAnswers.siteContent(db)),
    },
  };
}
