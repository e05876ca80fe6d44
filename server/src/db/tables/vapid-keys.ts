import type { Insertable, Selectable } from 'kysely';

/** The generated VAPID key pair, one row (id 1), shared by every instance. */
export interface VapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}

export type VapidKeysRow = Selectable<VapidKeysTable>;
export type NewVapidKeys = Insertable<VapidKeysTable>;
