// Free of zod, like everything the public pages' first download takes from here: ./site-content re-exports it.
import type { SiteLanguage } from '../api/languages';

/** The home page's blog block. */
export const BLOG_SECTION_SLUG = 'blog-section';

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

/** The blocks the public pages show: those texts and the home page's blog block, which has no default text. */
export const englishContentSlugs = [...siteContentSlugs, BLOG_SECTION_SLUG] as const;
export type EnglishContentSlug = (typeof englishContentSlugs)[number];

/**
 * A block's Hindi version is the block with `-hi` after its slug (`about-hi`, `blog-section-hi`): Hindi pages
 * show it, and the English block where it is missing or inactive.
 */
export const contentSlugIn = <S extends EnglishContentSlug>(language: SiteLanguage, slug: S): S | `${S}-hi` =>
  language === 'en' ? slug : `${slug}-hi`;

/**
 * What GET /api/site-content serves: every public block in both languages. A missing block then reads as
 * an absent key, not a 404 the browser would log as a failed request.
 */
export const publicContentSlugs = [...englishContentSlugs, ...englishContentSlugs.map((slug) => contentSlugIn('hi', slug))];

