import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { GameKind, MarketDays } from '@ghadi/contracts';

export interface GhadisTable {
  /** The numeric GID of the API, assigned by the database. */
  gid: Generated<number>;
  id: string;
  name_en: string;
  /** gameNameKey(name_en): unique among non-deleted games; the public URL is looked up by it. */
  name_en_key: string;
  name_hn: string;
  r_time: string | null;
  order_id: number;
  /** 'jodi' unless the game is a matka market. */
  kind: Generated<GameKind>;
  /** A matka market's close, as the admin typed it; null for any other kind. */
  close_time: string | null;
  market_days: MarketDays | null;
  created_at: string;
  updated_at: string;
  /** Soft delete: published results of a deleted game stay. */
  deleted_at: string | null;
}

export type GhadiRow = Selectable<GhadisTable>;
export type NewGhadi = Insertable<GhadisTable>;
export type GhadiUpdate = Updateable<GhadisTable>;
