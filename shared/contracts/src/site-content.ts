import './zod-jitless';
import { z } from './zod-mini';

/**
 * The public site's editable text lives in content blocks with these slugs; an admin edits them in
 * Content Blocks, and the public pages show a sensible default while a block is missing or inactive.
 */
export const siteContentSlugs = [
  'site-navigation',
  'marquee',
  'promo-text',
  'contact',
  'about',
  'disclaimer',
  'privacy-policy',
] as const;
export type SiteContentSlug = (typeof siteContentSlugs)[number];

/** GET /api/site-content: the active blocks among those slugs, by slug, in one request. */
export const siteContentResponseSchema = z.object({
  success: z.literal(true),
  data: z.partialRecord(z.enum(siteContentSlugs), z.object({ Title: z.string(), Content: z.string() })),
});
export type SiteContent = z.infer<typeof siteContentResponseSchema>['data'];
