import type { Insertable, Selectable } from 'kysely';
import type { ChannelFailure, ChannelOutcome, ChannelSendKind, SiteLanguage } from '@ghadi/contracts';

/** One declaration, correction or holiday to tell the channel, and how that ended: the admin's view. */
export interface ChannelSendsTable {
  id: string;
  gid: number;
  draw_date: string;
  kind: ChannelSendKind;
  /** The language of the channel it goes to (each configured channel has a send of its own). */
  language: SiteLanguage;
  /** The published value and the one it replaced; null for a holiday. */
  result: string | null;
  previous_result: string | null;
  /** The result row's `changed_at` when queued: a later one means a newer send carries the newer value. */
  result_changed_at: string | null;
  queued_at: string;
  finished_at: string | null;
  /** Null while queued. */
  outcome: ChannelOutcome | null;
  /** Why it failed, and in Telegram's words. */
  failure: ChannelFailure | null;
  detail: string | null;
}

export type ChannelSendRow = Selectable<ChannelSendsTable>;
export type NewChannelSend = Insertable<ChannelSendsTable>;
