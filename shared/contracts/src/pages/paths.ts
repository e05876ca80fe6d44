import { englishPathOf, isSiteLanguage, languageOfPath, type SiteLanguage } from '../api/languages';
import { gameNameKey } from '../api/text-rules';

/**
 * Routes that cross app boundaries (shell guards -> remote logins, remotes -> public home). Each app's
 * own routes live in its config/paths.ts; these are the ones more than one app must agree on.
 */
const gameKey = (englishName: string): string => encodeURIComponent(gameNameKey(englishName));
const twoDigits = (month: number): string => String(month).padStart(2, '0');

/**
 * The public pages' address patterns (`:name` is a game's key, `:year` and `:month` numbers): the shell's
 * router draws them and the API server answers them as pages; sitePaths below writes their addresses.
 */
export const pagePatterns = {
  home: '/',
  gameChart: '/satta-results/:name',
  gameMonth: '/satta-results/:name/:year/:month',
  gameYear: '/satta-results/:name/:year',
  /** One game's result of one draw date (`:day` a number too). */
  gameDate: '/satta-results/:name/:year/:month/:day',
  /** A game's statistics of past results (its address: statisticsPagePath). */
  gameStatistics: '/satta-results/:name/statistics',
  /** A matka market's jodi chart and panel chart (their addresses: matkaChartPagePath). */
  jodiChart: '/satta-results/:name/jodi-chart',
  panelChart: '/satta-results/:name/panel-chart',
  /** Every game's results of the site's yesterday. */
  yesterday: '/yesterday',
  /** Every game's current month, which sends the browser to that month's own address. */
  recordChartNow: '/record-chart',
  recordChart: '/record-chart/:year/:month',
  about: '/about',
  disclaimer: '/disclaimer',
  privacyPolicy: '/privacy-policy',
} as const;

/**
 * The embeddable widget's address patterns: today's board of every game, or one game's. Pages like the others
 * (server-rendered, in both languages, cached), but made to be framed by other sites and never listed.
 */
export const widgetPatterns = {
  board: '/widget',
  game: '/widget/:name',
} as const;

/** Whether a page address (in any language) is the widget's: the one kind of page other sites may frame. */
export const isWidgetPath = (pathname: string): boolean => {
  const english = englishPathOf(pathname);
  return english === widgetPatterns.board || english.startsWith(`${widgetPatterns.board}/`);
};

/**
 * The language a widget is drawn in: its address's (`/hi/widget/...`), else the one `?lang=` names, so a
 * partner site can ask for Hindi on the English address (`/widget/...?lang=hi`).
 */
export function widgetLanguageOf(pathname: string, search: URLSearchParams): SiteLanguage {
  const asked = search.get('lang');
  return languageOfPath(pathname) === 'en' && isSiteLanguage(asked) ? asked : languageOfPath(pathname);
}

export const sitePaths = {
  home: pagePatterns.home,
  /** A game's chart of the current month in the site's zone. */
  gameChart: (englishName: string) => `/satta-results/${gameKey(englishName)}`,
  /** Archive pages: a game's month, a game's year (12 months by days), every game's month. */
  gameMonth: (englishName: string, year: number, month: number) => `/satta-results/${gameKey(englishName)}/${year}/${twoDigits(month)}`,
  gameYear: (englishName: string, year: number) => `/satta-results/${gameKey(englishName)}/${year}`,
  /** A game's result of one draw date (`YYYY-MM-DD`). */
  gameDate: (englishName: string, drawDate: string) => `/satta-results/${gameKey(englishName)}/${drawDate.replace(/-/g, '/')}`,
  yesterday: pagePatterns.yesterday,
  recordChart: (year: number, month: number) => `/record-chart/${year}/${twoDigits(month)}`,
  about: pagePatterns.about,
  disclaimer: pagePatterns.disclaimer,
  privacyPolicy: pagePatterns.privacyPolicy,
  /** The embeddable widget: one game's when named, else today's board of every game. */
  widget: (englishName?: string) => (englishName === undefined ? widgetPatterns.board : `${widgetPatterns.board}/${gameKey(englishName)}`),
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  login: '/login',
  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    /** Where games are added; the public home links there while it has none. */
    ghadi: '/admin/ghadi',
    /** Bulk import of historical results from a CSV file. */
    importResults: '/admin/import-results',
    /** Second factors, sessions: where MFA_REQUIRED holds an admin until one is set up. */
    security: '/admin/security',
  },
  agent: {
    root: '/agent',
    login: '/agent/login',
    dashboard: '/agent/dashboard',
    /** Second factors, sessions and API tokens: where MFA_REQUIRED holds an agent until a factor is set up. */
    security: '/agent/security',
  },
} as const;

/** Where the back offices live (and the old login address that leads to them): no public page is under these. */
export const backOfficeRoots = [sitePaths.admin.root, sitePaths.agent.root, sitePaths.login] as const;
