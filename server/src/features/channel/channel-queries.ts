import type { Kysely } from 'kysely';
import type { ChannelFailure, ChannelOutcome, SiteLanguage } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { ChannelPostRow } from '../../db/tables/channel-posts';
import type { ChannelSendRow, NewChannelSend } from '../../db/tables/channel-sends';

export type NamedChannelSend = ChannelSendRow & { name_en: string; name_hn: string };

export async function insertChannelSend(db: Kysely<Database>, send: NewChannelSend): Promise<void> {
  await db.insertInto('channel_sends').values(send).execute();
}

/** A send with its game's current names, as the post shows them. */
export async function findChannelSend(db: Kysely<Database>, id: string): Promise<NamedChannelSend | undefined> {
  return db
    .selectFrom('channel_sends')
    .innerJoin('ghadis', 'ghadis.gid', 'channel_sends.gid')
    .selectAll('channel_sends')
    .select(['ghadis.name_en', 'ghadis.name_hn'])
    .where('channel_sends.id', '=', id)
    .executeTakeFirst();
}

export async function finishChannelSend(
  db: Kysely<Database>,
  id: string,
  end: { outcome: ChannelOutcome; failure?: ChannelFailure; detail?: string; now: string },
): Promise<void> {
  await db
    .updateTable('channel_sends')
    .set({ outcome: end.outcome, failure: end.failure ?? null, detail: end.detail ?? null, finished_at: end.now })
    .where('id', '=', id)
    .execute();
}

/** Whether the holiday is still marked: one removed before it was posted is not posted. */
export async function findHolidayIsMarked(db: Kysely<Database>, gid: number, drawDate: string): Promise<boolean> {
  const row = await db.selectFrom('holidays').select('gid').where('gid', '=', gid).where('draw_date', '=', drawDate).executeTakeFirst();
  return row !== undefined;
}

/** A game's draw date in the channel of a language: one post each. */
export interface ChannelPostKey {
  gid: number;
  drawDate: string;
  language: SiteLanguage;
}

/**
 * Takes the game's draw-date post in a language's channel for this instance until `until`, unless another
 * holds it: in one statement, so two instances never both post it. Answers the post, or undefined when it is taken.
 */
export async function claimChannelPost(
  db: Kysely<Database>,
  key: ChannelPostKey,
  lease: { now: string; until: string },
): Promise<ChannelPostRow | undefined> {
  await db
    .insertInto('channel_posts')
    .values({ gid: key.gid, draw_date: key.drawDate, language: key.language, message_id: null, text: null, claimed_until: null })
    .onConflict((oc) => oc.columns(['gid', 'draw_date', 'language']).doNothing())
    .execute();
  const claimed = await db
    .updateTable('channel_posts')
    .set({ claimed_until: lease.until })
    .where('gid', '=', key.gid)
    .where('draw_date', '=', key.drawDate)
    .where('language', '=', key.language)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', lease.now)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return undefined;
  return db
    .selectFrom('channel_posts')
    .selectAll()
    .where('gid', '=', key.gid)
    .where('draw_date', '=', key.drawDate)
    .where('language', '=', key.language)
    .executeTakeFirst();
}

/** Gives the post back, with the message it now is when one was posted or edited. */
export async function releaseChannelPost(
  db: Kysely<Database>,
  key: ChannelPostKey,
  message: { messageId: string; text: string } | null,
): Promise<void> {
  await db
    .updateTable('channel_posts')
    .set({ claimed_until: null, ...(message && { message_id: message.messageId, text: message.text }) })
    .where('gid', '=', key.gid)
    .where('draw_date', '=', key.drawDate)
    .where('language', '=', key.language)
    .execute();
}

/** The latest sends, newest first, with their games' names. */
export async function findLatestChannelSends(db: Kysely<Database>, limit: number): Promise<NamedChannelSend[]> {
  return db
    .selectFrom('channel_sends')
    .innerJoin('ghadis', 'ghadis.gid', 'channel_sends.gid')
    .selectAll('channel_sends')
    .select(['ghadis.name_en', 'ghadis.name_hn'])
    .orderBy('channel_sends.queued_at', 'desc')
    .orderBy('channel_sends.id')
    .limit(limit)
    .execute();
}
