import { createContext, useContext } from 'react';
import type { SiteLanguage } from '@ghadi/contracts';

/**
 * The words of the shared back-office pieces, in the back offices' language. Each app's own screens have
 * their catalogue (src/locales); these few are shared by both, so they are kept with the pieces.
 */
const uiTexts = {
  en: {
    username: 'Username',
    password: 'Password',
    login: 'Login',
    loggingIn: 'Logging in...',
    loginFailed: 'Login failed',
    logout: 'Logout',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    show: 'Show',
    hide: 'Hide',
    rowsPerPage: 'Rows per page',
    pages: 'Pages',
    languages: 'Language',
  },
  hi: {
    username: 'यूज़रनेम',
    password: 'पासवर्ड',
    login: 'लॉगिन',
    loggingIn: 'लॉगिन हो रहा है...',
    loginFailed: 'लॉगिन नहीं हो सका',
    logout: 'लॉग आउट',
    showPassword: 'पासवर्ड दिखाएँ',
    hidePassword: 'पासवर्ड छिपाएँ',
    show: 'दिखाएँ',
    hide: 'छिपाएँ',
    rowsPerPage: 'प्रति पेज पंक्तियाँ',
    pages: 'पेज',
    languages: 'भाषा',
  },
} satisfies Record<SiteLanguage, Record<string, string>>;

export type UiTexts = (typeof uiTexts)['en'];

const UiLanguageContext = createContext<SiteLanguage>('en');

/**
 * The language an app shows the shared pieces in: a back office whose own screens are in both languages
 * gives its chosen one; elsewhere they stay English, never half of a screen in another language.
 */
export const UiLanguageProvider = UiLanguageContext.Provider;

/** The language of the shared pieces here. */
export const useUiLanguage = (): SiteLanguage => useContext(UiLanguageContext);

/** The shared pieces' words in that language. */
export const useUiTexts = (): UiTexts => uiTexts[useUiLanguage()];
