import type { Insertable, Selectable, Updateable } from 'kysely';

export interface ContentBlocksTable {
  id: string;
  title: string;
  slug: string;
  /** Sanitized HTML. */
  content: string;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export type ContentBlockRow = Selectable<ContentBlocksTable>;
export type NewContentBlock = Insertable<ContentBlocksTable>;
export type ContentBlockUpdate = Updateable<ContentBlocksTable>;
