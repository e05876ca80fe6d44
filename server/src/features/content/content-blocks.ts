import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  publicContentSlugs,
  type ContentBlock,
  type contentBlockInputSchema,
  type SiteContent,
} from '@ghadi/contracts';
import type { Database } from '../../db/database';
import {
  deleteContentBlock,
  findActiveContentBlocksBySlugs,
  insertContentBlock,
  toContentBlock,
  updateContentBlock,
  type ContentBlockFields,
} from './content-block-queries';
import { conflictOnDuplicate } from '../../http/conflicts';
import type { PublicWriteDependencies } from '../../public-cache/site-changes';
import { sanitizeContentHtml } from './html-sanitizer';
import { apiError } from '../../http/api-error';

export type ContentBlockBody = z.output<typeof contentBlockInputSchema>;

/** A block's HTML as stored: sanitized on write, so nothing unsafe ever reaches the database. */
function storedHtml(content: string): string {
  const html = sanitizeContentHtml(content);
  if (html === '') throw apiError(400, 'contentEmptyWhenSanitized');
  return html;
}

/**
 * What browsers get of stored HTML: sanitized again on the way out (once per cache fill), so a row written
 * before a sanitizer fix, or altered in the database, still reaches them clean. They render what they get.
 */
const publicHtml = (stored: string): string => sanitizeContentHtml(stored);

/** What the public pages would show of `content` once saved as a block, by the same two steps, saving nothing. */
export const previewContentHtml = (content: string): string => publicHtml(storedHtml(content));

function fieldsOf(body: ContentBlockBody): ContentBlockFields {
  return { title: body.Title, slug: body.Slug, content: storedHtml(body.Content), isActive: body.isActive };
}

export async function createContentBlock({ db, changes }: PublicWriteDependencies, body: ContentBlockBody): Promise<ContentBlock> {
  const row = await insertContentBlock(db, fieldsOf(body), new Date().toISOString());
  if (!row) throw apiError(409, 'slugTaken');
  await changes.contentChanged();
  return toContentBlock(row);
}

export async function editContentBlock(
  { db, changes }: PublicWriteDependencies,
  id: string,
  body: ContentBlockBody,
): Promise<ContentBlock> {
  const fields = fieldsOf(body);
  const row = await conflictOnDuplicate(
    () => updateContentBlock(db, id, fields, new Date().toISOString()),
    'slugTaken',
  );
  if (!row) throw apiError(404, 'contentBlockNotFound');
  await changes.contentChanged();
  return toContentBlock(row);
}

export async function removeContentBlock({ db, changes }: PublicWriteDependencies, id: string): Promise<void> {
  if (!(await deleteContentBlock(db, id))) throw apiError(404, 'contentBlockNotFound');
  await changes.contentChanged();
}

/** One active block by slug, for the public pages; 404 for a missing or inactive one. */
export async function findPublicContentBlock(db: Kysely<Database>, slug: string): Promise<ContentBlock> {
  const [row] = await findActiveContentBlocksBySlugs(db, [slug]);
  if (!row) throw apiError(404, 'contentBlockNotFound');
  return { ...toContentBlock(row), Content: publicHtml(row.content) };
}

/** The public site's editable texts: the active blocks among the known slugs, keyed by slug. */
export async function findSiteContent(db: Kysely<Database>): Promise<SiteContent> {
  const rows = await findActiveContentBlocksBySlugs(db, publicContentSlugs);
  return Object.fromEntries(rows.map((row) => [row.slug, { Title: row.title, Content: publicHtml(row.content) }]));
}
