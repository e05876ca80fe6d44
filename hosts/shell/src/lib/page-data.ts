import type { RuntimeConfig } from '@ghadi/contracts';
import { PAGE_DATA_ELEMENT_ID } from './page-data-element';
import type { ReadKey, ReadStore } from './reads';

/**
 * What a server-rendered page was rendered with, embedded in it once, so the browser hydrates from the
 * same data without asking for it again.
 */
export interface PageData {
  /** The site's `YYYY-MM-DD` when the page was rendered: the "today" the page shows. */
  siteDay: string;
  /** The instant of the render (ISO 8601): the page's countdowns are drawn as of it until hydrated. */
  renderedAt: string;
  config: RuntimeConfig;
  /** Each read the page was rendered with, by its key (lib/reads.ts). */
  queries: Array<[ReadKey, unknown]>;
}

/**
 * A `<script type="application/json">` block: a data block the browser never runs (the CSP stays
 * `script-src 'self'`). Escaping `<` keeps any text inside (a hostile game name, `</script>`) from
 * closing the element early.
 */
export function pageDataElement(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** The embedded page data, when the page came server-rendered. */
export function readPageData(): PageData | undefined {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : undefined;
}

/**
 * Puts the page's data in the page's reads as just read: the server's cached pages are invalidated by
 * every write before it is acknowledged, so the data is current as of this response.
 */
export function seedQueries(store: ReadStore, data: PageData): void {
  for (const [key, value] of data.queries) store.set(key, value);
}
