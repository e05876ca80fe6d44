import type { Insertable, Selectable } from 'kysely';

/** A game one push subscription follows. */
export interface PushFollowsTable {
  subscription_id: string;
  gid: number;
}

export type PushFollowRow = Selectable<PushFollowsTable>;
export type NewPushFollow = Insertable<PushFollowsTable>;
