import { defineRead, useRead } from '@/lib/reads';
import {
  publicApiPaths,
  BLOG_SECTION_SLUG,
  contentSlugIn,
  readTags,
  type EnglishContentSlug,
  type SiteContent,
  type SiteContentSlug,
} from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';
import { fromServer, type ServerSanitizedHtml } from '@/lib/server-sanitized-html';
import { useTexts, type Texts } from '@/lib/texts';

export type SiteBlock = { title: string; html: ServerSanitizedHtml };

/** Every editable block of the public pages in one request (the HTML comes sanitized from the server). */
export async function getSiteContent(): Promise<SiteContent> {
  return publicData<SiteContent>(publicApiPaths.siteContent);
}

/** A block in the page's language: its Hindi version on Hindi pages, else the English block. */
const blockIn = (stored: SiteContent, { language }: Texts, slug: EnglishContentSlug) => stored[contentSlugIn(language, slug)] ?? stored[slug];

/**
 * A block's text, where it is missing or inactive in both languages the site's own default text (plain
 * information about the site: no numbers for sale, no betting, no predictions), from the catalogue. One block
 * at a time: the static pages' defaults are in the later pages' catalogue, which only those pages give.
 */
function withDefault(stored: SiteContent, texts: Texts, slug: SiteContentSlug): SiteBlock {
  const block = blockIn(stored, texts, slug);
  // The static pages' default titles are their page titles.
  const title = block?.Title ?? texts.t(slug === 'about' || slug === 'disclaimer' || slug === 'privacy-policy' ? `page.${slug}` : `content.${slug}.title`);
  // The catalogue's defaults are the site's own HTML, written with the same tags the server's rule keeps.
  return { title, html: fromServer(block?.Content ?? texts.t(`content.${slug}.html`)) };
}

/** The blog block's HTML; null when there is none (no default: the home page says so). */
function blogSection(stored: SiteContent, texts: Texts): ServerSanitizedHtml | null {
  const content = blockIn(stored, texts, BLOG_SECTION_SLUG)?.Content ?? '';
  return content.trim() ? fromServer(content) : null;
}

export const siteContentQuery = defineRead({ queryKey: ['site-content'], queryFn: getSiteContent, staleTime: 60_000, ...showing(readTags.content()) });

/** One editable block of the public pages, in the page's language. */
export function useSiteBlock(slug: SiteContentSlug) {
  const texts = useTexts();
  return useRead(siteContentQuery, { select: (stored) => withDefault(stored, texts, slug) });
}

export function useBlogSection() {
  const texts = useTexts();
  return useRead(siteContentQuery, { select: (stored) => blogSection(stored, texts) });
}
