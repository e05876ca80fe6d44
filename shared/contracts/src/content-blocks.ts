import './zod-jitless';
import { z } from './zod-mini';
import { itemResponse, listResponse } from './responses';

export const contentBlockSchema = z.object({
  _id: z.string(),
  id: z.string(),
  Title: z.string(),
  Slug: z.string(),
  /** Sanitized HTML. */
  Content: z.string(),
  isActive: z.boolean(),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentBlockListResponseSchema = listResponse(contentBlockSchema);
export const contentBlockResponseSchema = itemResponse(contentBlockSchema);

/** The block whose HTML the public home shows as its blog section. */
export const BLOG_SECTION_SLUG = 'blog-section';
