/** The back offices' language on this browser, remembered in its storage. */
import { useSyncExternalStore } from 'react';
import { defaultLanguage, isSiteLanguage, type SiteLanguage } from '@ghadi/contracts';

const STORAGE_KEY = 'ghadi.language';
// Every app bundles its own copy of this module: the change is announced on the window so all hear it.
const CHANGE_EVENT = 'ghadi:language';

/** The language the back offices are shown in on this browser: the one last chosen, English at first. */
export function readBackOfficeLanguage(): SiteLanguage {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isSiteLanguage(stored) ? stored : defaultLanguage;
  } catch {
    // Storage refused (a private window): the default.
    return defaultLanguage;
  }
}

/** Remembers `language` on this browser and redraws every back office in it. */
export function chooseBackOfficeLanguage(language: SiteLanguage): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered, but still shown for this page.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` whenever the back offices' language changes, here or in another tab. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The back offices' language, kept current when it is changed here or in another tab. */
export const useBackOfficeLanguage = (): SiteLanguage => useSyncExternalStore(subscribe, readBackOfficeLanguage, () => defaultLanguage);
