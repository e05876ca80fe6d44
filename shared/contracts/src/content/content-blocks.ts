import '../api/zod-jitless';
import { z } from '../api/zod-mini';
import { itemResponse, listResponse } from '../api/responses';

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

/** What the public pages would show of a block's HTML, cleaned by the same rule as a saved block. */
export const contentPreviewResponseSchema = itemResponse(z.object({ Content: z.string() }));
export type ContentPreview = z.infer<typeof contentPreviewResponseSchema>['data'];

