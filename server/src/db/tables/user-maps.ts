import type { Insertable, Selectable, Updateable } from 'kysely';

/** Assignment of a game to an agent; gid is unique, so a game belongs to at most one agent. */
export interface UserMapsTable {
  id: string;
  user_id: number;
  gid: number;
  created_at: string;
}

export type UserMapRow = Selectable<UserMapsTable>;
export type NewUserMap = Insertable<UserMapsTable>;
export type UserMapUpdate = Updateable<UserMapsTable>;
