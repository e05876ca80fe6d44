import type { Kysely } from 'kysely';
import type { PushSummary } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { NewPushSend, PushSendRow } from '../../db/tables/push-sends';

export type DeliveryOutcome = 'sent' | 'failed' | 'removed';

export async function insertSend(db: Kysely<Database>, send: NewPushSend): Promise<void> {
  await db.insertInto('push_sends').values(send).execute();
}

/** A send with its game's current English name (the page a tap opens). */
export async function findSend(db: Kysely<Database>, id: string): Promise<(PushSendRow & { name_en: string }) | undefined> {
  return db
    .selectFrom('push_sends')
    .innerJoin('ghadis', 'ghadis.gid', 'push_sends.gid')
    .selectAll('push_sends')
    .select('ghadis.name_en')
    .where('push_sends.id', '=', id)
    .executeTakeFirst();
}

/** Counts one delivery's end in the same statement that reads the count: instances racing add up. */
export async function updateSendCount(db: Kysely<Database>, id: string, outcome: DeliveryOutcome | null, now: string): Promise<void> {
  await db
    .updateTable('push_sends')
    .set((eb) => (outcome === null ? { finished_at: now } : { finished_at: now, [outcome]: eb(eb.ref(outcome), '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The latest sends, newest first, with their games' names. */
export async function findLatestSends(db: Kysely<Database>, limit: number): Promise<(PushSendRow & { name_en: string })[]> {
  return db
    .selectFrom('push_sends')
    .innerJoin('ghadis', 'ghadis.gid', 'push_sends.gid')
    .selectAll('push_sends')
    .select('ghadis.name_en')
    .orderBy('push_sends.queued_at', 'desc')
    .orderBy('push_sends.id')
    .limit(limit)
    .execute();
}

/** The one place a send row becomes the admin's summary entry. */
export function toPushSend(row: PushSendRow & { name_en: string }): PushSummary['sends'][number] {
  return {
    id: row.id,
    game: row.name_en,
    result: row.result,
    kind: row.kind,
    queuedAt: row.queued_at,
    finishedAt: row.finished_at,
    sent: Number(row.sent),
    failed: Number(row.failed),
    removed: Number(row.removed),
  };
}
