import type { SiteLanguage } from '@ghadi/contracts';

/** A game's name in `language`: its Hindi name on Hindi pages, its English one where it has none. */
export const gameNameIn = (language: SiteLanguage, { NameEn, NameHn }: { NameEn: string; NameHn: string }): string =>
  language === 'hi' && NameHn.trim() ? NameHn : NameEn;
