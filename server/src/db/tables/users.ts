import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  /** The numeric User_Id of the API, assigned by the database. */
  user_id: Generated<number>;
  /** UUID exposed as both `_id` and `id`. */
  id: string;
  user_name: string;
  /** Lower-cased user_name: unique among non-deleted users, so names are unique case-insensitively. */
  user_name_key: string;
  display_name: string;
  email: string;
  password_hash: string;
  user_type: 'admin' | 'agent';
  is_active: number;
  created_at: string;
  updated_at: string;
  /** Soft delete: a deleted user's results and history keep pointing at this row. */
  deleted_at: string | null;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
