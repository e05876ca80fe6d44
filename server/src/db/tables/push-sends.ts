import type { Generated, Insertable, Selectable } from 'kysely';

/** The notifications for one declared or corrected result, and how their deliveries ended. */
export interface PushSendsTable {
  id: string;
  gid: number;
  draw_date: string;
  result: string;
  kind: 'declared' | 'corrected';
  /** The result row's `changed_at` when queued: a later one means a newer send carries the newer value. */
  result_changed_at: string;
  /** The notification text, fixed when the write was acknowledged: in English, and in Hindi (null in sends queued before there was one). */
  title: string;
  title_hi: string | null;
  queued_at: string;
  /** When the latest delivery ended; null until one has. */
  finished_at: string | null;
  sent: Generated<number>;
  failed: Generated<number>;
  /** Subscriptions the push service said are gone (404/410), deleted. */
  removed: Generated<number>;
}

export type PushSendRow = Selectable<PushSendsTable>;
export type NewPushSend = Insertable<PushSendsTable>;
