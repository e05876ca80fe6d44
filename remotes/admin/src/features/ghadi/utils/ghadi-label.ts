import type { Ghadi } from '@ghadi/contracts';

/** "Kalyan (कल्याण)": how the spec names a game in the Update Result title. */
export const ghadiLabel = (ghadi: Pick<Ghadi, 'NameEn' | 'NameHn'>): string => `${ghadi.NameEn} (${ghadi.NameHn})`;
