import type { Kysely } from 'kysely';
import { drawDateIn, type DrawDay } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { PublicAnswer } from '../../public-cache/public-answer';
import { publicReads } from '../../public-cache/public-cache-keys';
import { readDrawDay } from './draw-day';
import { nextBoundary } from './time-boundaries';

/** Every game's state on the site day of `now`: stale at the next result time or midnight, write or not. */
export const drawDayAnswer = (db: Kysely<Database>, timeZone: string, now: Date): PublicAnswer<DrawDay> => ({
  read: publicReads.drawDay(drawDateIn(timeZone, now)),
  load: async () => ({ success: true, data: await readDrawDay(db, timeZone, now) }),
  expiresAt: (data) => nextBoundary(data, timeZone, now),
});
