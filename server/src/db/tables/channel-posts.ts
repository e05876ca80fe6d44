import type { Selectable } from 'kysely';
import type { SiteLanguage } from '@ghadi/contracts';

/** A channel's post of a game's draw date: posted once in each language's channel, edited by each correction. */
export interface ChannelPostsTable {
  gid: number;
  draw_date: string;
  language: SiteLanguage;
  /** Telegram's id of the message; null until it was posted. */
  message_id: string | null;
  /** The text the message shows now: an edit to the same text is not sent. */
  text: string | null;
  /** Until when an instance is posting or editing it (ISO): the others wait, so it is never posted twice. */
  claimed_until: string | null;
}

export type ChannelPostRow = Selectable<ChannelPostsTable>;
