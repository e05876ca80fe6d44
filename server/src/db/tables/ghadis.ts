import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

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
  created_at: string;
  updated_at: string;
  /** Soft delete: published results of a deleted game stay. */
  deleted_at: string | null;
}

export type GhadiRow = Selectable<GhadisTable>;
export type NewGhadi = Insertable<GhadisTable>;
export type GhadiUpdate = Updateable<GhadisTable>;
