// Free of side effects, so a bundle takes from each module only what it uses (package.json): a page that
// reads the public shapes must not run the back offices' schemas, nor download zod classic for them.
// What every request and answer shares: paths, envelopes, errors and their words, languages, text rules
export * from './api/api-paths';
export * from './api/catalogs';
export * from './api/common';
export * from './api/error-body';
export * from './api/errors';
export * from './api/health';
export * from './api/languages';
export * from './api/public-api-paths';
export * from './api/responses';
export * from './api/runtime-config';
export * from './api/server-messages';
export * from './api/form-rules';
export * from './api/form-rule-words';
export * from './api/text-rules';
// Games and their agents
export * from './games/ghadi-input';
export * from './games/ghadis';
export * from './games/user-maps';
// Results, their history, holidays, imports and downloads
export * from './results/downloads';
export * from './results/holiday-requests';
export * from './results/imports';
export * from './results/result-history';
export * from './results/result-requests';
export * from './results/results';
export * from './results/result-date-day';
export * from './results/matka-line';
export * from './results/starred-line';
export * from './results/matka-chart';
export * from './results/result-statistics';
// A game's day: its states, its order, its words, the site's zone
export * from './draw-day/calendar';
export * from './draw-day/calendar-date';
export * from './draw-day/draw-day';
export * from './draw-day/draw-day-order';
export * from './draw-day/day-words';
export * from './draw-day/draw-day-text';
export * from './draw-day/site-clock-text';
// Accounts: sign-in, second factors, users, the audit log
export * from './accounts/account-paths';
export * from './accounts/account-requests';
export * from './accounts/account-security';
export * from './accounts/audit-log';
export * from './accounts/auth';
export * from './accounts/current-user';
export * from './accounts/password-rule';
export * from './accounts/user-input';
export * from './accounts/users';
// Content blocks
export * from './content/content-block-input';
export * from './content/content-blocks';
export * from './content/site-content';
// Where a result travels: the live stream, push, Telegram, feeds
export * from './channels/channel';
export * from './channels/feed-paths';
export * from './channels/feeds';
export * from './channels/push';
export * from './channels/push-requests';
export * from './channels/site-changes';
export * from './channels/told-words';
// The public pages: addresses, what they read and the compact forms they carry
export * from './pages/board-values';
export * from './pages/chart-values';
export * from './pages/chart-values-year';
export * from './pages/page-script';
export * from './pages/paths';
export * from './pages/picture-paths';
export * from './pages/public-pages';
export * from './pages/public-reads';
export * from './pages/statistics-pages';
export * from './pages/visitor';
export * from './pages/matka-chart-pages';
