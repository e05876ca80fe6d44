import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, BLOG_SECTION_SLUG, readTags, siteContentResponseSchema, siteContentSlugs, type SiteContent, type SiteContentSlug } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicGet } from '@/lib/public-get';
import { fromServer, type ServerSanitizedHtml } from '@/lib/server-sanitized-html';
import { defaultSiteContent } from '../utils/defaults';

export type SiteBlocks = Record<SiteContentSlug, { title: string; html: ServerSanitizedHtml }>;

/** Every editable block of the public pages in one request (the HTML comes sanitized from the server). */
export async function getSiteContent(): Promise<SiteContent> {
  return siteContentResponseSchema.parse(await publicGet(apiPaths.siteContent)).data;
}

/** The texts, defaults filled in where a block is missing or inactive. */
function withDefaults(stored: SiteContent): SiteBlocks {
  const entries = siteContentSlugs.map((slug) => {
    const block = stored[slug] ?? defaultSiteContent[slug];
    return [slug, { title: block.Title, html: fromServer(block.Content) }] as const;
  });
  return Object.fromEntries(entries) as SiteBlocks;
}

/** The blog block's HTML; null when there is none (no default: the home page says so). */
function blogSection(stored: SiteContent): ServerSanitizedHtml | null {
  const content = stored[BLOG_SECTION_SLUG]?.Content ?? '';
  return content.trim() ? fromServer(content) : null;
}

export const siteContentQuery = queryOptions({ queryKey: ['site-content'], queryFn: getSiteContent, staleTime: 60_000, ...showing(readTags.content()) });

export const useSiteContent = () => useQuery({ ...siteContentQuery, select: withDefaults });

export const useBlogSection = () => useQuery({ ...siteContentQuery, select: blogSection });
