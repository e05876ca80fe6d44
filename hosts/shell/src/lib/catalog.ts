/**
 * The catalogue of texts of a page's language (src/locales). Imported by index.ts, before the async
 * boundary, to ask for it while the app's code downloads: no library may be imported here.
 */
import type { Catalog } from '@ghadi/i18n';
import { languageOfPath, type SiteLanguage } from '@ghadi/contracts/languages';

/** A language's catalogue, in a file of its own: a page downloads only its own language's texts. */
export const loadCatalog = (language: SiteLanguage): Promise<Catalog> =>
  import(/* webpackChunkName: "texts-[request]", webpackExclude: /[\\/]locales[\\/][a-z-]+[\\/]/ */ `../locales/${language}.json`).then((module: { default: Catalog }) => module.default);

/** The language of the page in the browser: the one its address is in. */
export const pageLanguage = (): SiteLanguage => languageOfPath(window.location.pathname);

let requested: Promise<Catalog> | undefined;

/** This page's catalogue, asked for once. */
export function pageCatalog(): Promise<Catalog> {
  requested ??= loadCatalog(pageLanguage());
  return requested;
}
