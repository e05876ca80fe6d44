export * from './app-texts';
export * from './back-office-language';
