import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ContentBlock } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { ContentBlockRow } from '../../db/tables/content-blocks';

export interface ContentBlockFields {
  title: string;
  slug: string;
  /** Already sanitized. */
  content: string;
  isActive: boolean;
}

export function toContentBlock(row: ContentBlockRow): ContentBlock {
  return {
    _id: row.id,
    id: row.id,
    Title: row.title,
    Slug: row.slug,
    Content: row.content,
    isActive: row.is_active === 1,
  };
}

const columnsOf = (fields: ContentBlockFields) => ({
  title: fields.title,
  slug: fields.slug,
  content: fields.content,
  is_active: fields.isActive ? 1 : 0,
});

/** Every block, oldest first: a handful of editable texts, so no paging. */
export async function findContentBlocks(db: Kysely<Database>): Promise<ContentBlockRow[]> {
  return db.selectFrom('content_blocks').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** The active blocks among these slugs. */
export async function findActiveContentBlocksBySlugs(db: Kysely<Database>, slugs: readonly string[]): Promise<ContentBlockRow[]> {
  return db
    .selectFrom('content_blocks')
    .selectAll()
    .where('slug', 'in', slugs)
    .where('is_active', '=', 1)
    .execute();
}

/** Inserts the block, or returns undefined when the slug is taken. */
export async function insertContentBlock(
  db: Kysely<Database>,
  fields: ContentBlockFields,
  now: string,
): Promise<ContentBlockRow | undefined> {
  return db
    .insertInto('content_blocks')
    .values({ id: randomUUID(), ...columnsOf(fields), created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('slug').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Undefined when no block has this id; throws the unique-key error for a taken slug. */
export async function updateContentBlock(
  db: Kysely<Database>,
  id: string,
  fields: ContentBlockFields,
  now: string,
): Promise<ContentBlockRow | undefined> {
  return db
    .updateTable('content_blocks')
    .set({ ...columnsOf(fields), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Returns whether a block with this id existed. */
export async function deleteContentBlock(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('content_blocks').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
