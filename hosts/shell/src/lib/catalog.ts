/**
 * The catalogue of texts of a page's language (src/locales). Imported by index.ts, before the async
 * boundary, to ask for it while the app's code downloads: no library may be imported here.
 */
import type { Catalog } from '@ghadi/i18n';
import { languageOfPath, type SiteLanguage } from '@ghadi/contracts/languages';

type CatalogModule = { default: Catalog };

/** The words of a game's day (the contracts' catalogue), in the file of the language's texts (one chunk name). */
const dayWords: Record<SiteLanguage, () => Promise<CatalogModule>> = {
  en: () => import(/* webpackChunkName: "texts-en-json" */ '@ghadi/contracts/day-words/en.json'),
  hi: () => import(/* webpackChunkName: "texts-hi-json" */ '@ghadi/contracts/day-words/hi.json'),
};

/** A language's catalogue with its words of a game's day, in a file of its own: a page downloads only its own language's texts. */
export const loadCatalog = (language: SiteLanguage): Promise<Catalog> =>
  Promise.all([
    import(/* webpackChunkName: "texts-[request]", webpackExclude: /[\\/]locales[\\/][a-z-]+[\\/]/ */ `../locales/${language}.json`) as Promise<CatalogModule>,
    dayWords[language](),
  ]).then(([texts, day]) => ({ ...texts.default, ...day.default }));

/** The language of the page in the browser: the one its address is in. */
export const pageLanguage = (): SiteLanguage => languageOfPath(window.location.pathname);

let requested: Promise<Catalog> | undefined;

/** This page's catalogue, asked for once. */
export function pageCatalog(): Promise<Catalog> {
  requested ??= loadCatalog(pageLanguage());
  return requested;
}
