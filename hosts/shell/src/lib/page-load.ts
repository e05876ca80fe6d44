import type { PublicPageReads } from '@ghadi/contracts';
import type { LaterCatalogs } from './later-texts';
import type { PageMeta } from './page-meta';
import type { ReadKey } from './reads';
import type { SiteDate } from './site-time';
import type { Texts } from './texts';

/** The compact forms a page carries a read's value in (server/page-forms.ts encodes them). */
export type PageForm = 'gameList' | 'board' | 'gameNames';

/** What loading a page on the server can use. */
export interface PageContext {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  today: SiteDate;
  siteName: string;
  /** The page's language: its words, and its addresses. */
  texts: Texts;
  /** The page's texts with a later page's own (lib/later-texts.tsx). */
  laterTexts(catalogs: LaterCatalogs): Texts;
  reads: PublicPageReads;
  /**
   * Waits for `value` and keeps it as the data of `queryKey`, for the render and for the browser: in the
   * compact `form` when one is named (the read decodes it: Read.fromPage).
   */
  keep<T>(queryKey: ReadKey, value: Promise<T>, form?: PageForm): Promise<T>;
}

export type PageOutcome = { meta: PageMeta; status?: number } | { redirect: string };

/**
 * Loads a page's data on the server before it is rendered. In the browser pages load their own data
 * through their queries, as they always did; the server's data arrives in the page (lib/page-data.ts).
 */
export type PageLoad = (context: PageContext) => Promise<PageOutcome>;
