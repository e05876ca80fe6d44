import { useSyncExternalStore } from 'react';
import { defaultLanguage, type SiteLanguage } from '@ghadi/contracts';
import { readBackOfficeLanguage, subscribeToBackOfficeLanguage } from './language-store';

/** The back offices' language, kept current when it is changed here or in another tab. */
export const useBackOfficeLanguage = (): SiteLanguage =>
  useSyncExternalStore(subscribeToBackOfficeLanguage, readBackOfficeLanguage, () => defaultLanguage);
