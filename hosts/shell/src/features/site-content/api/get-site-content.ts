import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, siteContentResponseSchema, siteContentSlugs, type SiteContentSlug } from '@ghadi/contracts';
import { publicGet } from '@/lib/public-get';
import { fromServer, type ServerSanitizedHtml } from '@/lib/server-sanitized-html';
import { defaultSiteContent } from '../utils/defaults';

export type SiteBlocks = Record<SiteContentSlug, { title: string; html: ServerSanitizedHtml }>;

/** Every editable text of the public pages in one request, defaults filled in (the HTML comes sanitized from the server). */
export async function getSiteContent(): Promise<SiteBlocks> {
  const stored = siteContentResponseSchema.parse(await publicGet(apiPaths.siteContent)).data;
  const entries = siteContentSlugs.map((slug) => {
    const block = stored[slug] ?? defaultSiteContent[slug];
    return [slug, { title: block.Title, html: fromServer(block.Content) }] as const;
  });
  return Object.fromEntries(entries) as SiteBlocks;
}

export const siteContentQuery = queryOptions({ queryKey: ['site-content'], queryFn: getSiteContent, staleTime: 60_000 });

export const useSiteContent = () => useQuery(siteContentQuery);
