import '../api/zod-jitless';
import { publicContentSlugs } from './content-slugs';
import { z } from '../api/zod-mini';

export * from './content-slugs';

/** GET /api/site-content: the active blocks among those slugs, by slug, in one request. */
export const siteContentResponseSchema = z.object({
  success: z.literal(true),
  data: z.partialRecord(z.enum(publicContentSlugs), z.object({ Title: z.string(), Content: z.string() })),
});
export type SiteContent = z.infer<typeof siteContentResponseSchema>['data'];
