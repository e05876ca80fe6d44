/**
 * The site's languages. English pages keep the addresses they always had; each Hindi page is the English
 * address under /hi (the Hindi home page is /hi/). The shell draws both, the API server serves both and
 * lists both in the sitemap, and every page links the other with hreflang.
 */
export const siteLanguages = ['en', 'hi'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

/** The language of pages for search engines that match neither (hreflang="x-default"). */
export const defaultLanguage: SiteLanguage = 'en';

/** The locale dates, months, weekdays and numbers are written in (Intl). */
export const languageLocales: Record<SiteLanguage, string> = { en: 'en-US', hi: 'hi-IN' };

const HINDI_PREFIX = '/hi';

export const isSiteLanguage = (value: unknown): value is SiteLanguage => siteLanguages.includes(value as SiteLanguage);

/** The site's other language: where a switch from `language` leads. */
export const otherLanguage = (language: SiteLanguage): SiteLanguage => (language === 'en' ? 'hi' : 'en');

/** The language of a page address: Hindi under /hi, English everywhere else. */
export function languageOfPath(pathname: string): SiteLanguage {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** A page's address in `language`, from its English address (a path starting with `/`, query and hash kept). */
export function pathInLanguage(language: SiteLanguage, englishPath: string): string {
  return language === 'en' ? englishPath : `${HINDI_PREFIX}${englishPath}`;
}

/** The English address of a page address in any language. */
export function englishPathOf(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(HINDI_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** A game's name in `language`: its Hindi name in Hindi, its English one where it has none. */
export const gameNameIn = (language: SiteLanguage, { NameEn, NameHn }: { NameEn: string; NameHn: string }): string =>
  language === 'hi' && NameHn.trim() ? NameHn : NameEn;
