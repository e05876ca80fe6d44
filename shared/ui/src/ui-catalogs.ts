import type { SiteLanguage } from '@ghadi/contracts';
import type { Catalog } from '@ghadi/i18n';
import english from './locales/en.json';
import hindi from './locales/hi.json';

/**
 * The shared pieces' catalogue in each language (src/locales/<language>.json, compiled as every app's), which a
 * back office gives its texts with its own (createI18n). Imported by path (@ghadi/ui/ui-catalogs), not from the
 * federated package: each back office bundles the words its screens are built with.
 */
export const uiCatalogs = { en: english, hi: hindi } as unknown as Record<SiteLanguage, Catalog>;
