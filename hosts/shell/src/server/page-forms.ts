import { boardValuesOf, gameListOf, gameNamesOf } from '@ghadi/contracts';
import type { PageForm } from '@/lib/page-load';

/**
 * The encoders of the compact forms pages carry their reads in (PageForm), on the server's side only: the
 * browser decodes (Read.fromPage) and never needs them in its first download (issue 37).
 */
export const pageForms: Record<PageForm, (value: never) => unknown> = {
  gameList: gameListOf,
  board: boardValuesOf,
  gameNames: gameNamesOf,
};
