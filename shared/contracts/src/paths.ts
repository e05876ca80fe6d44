/**
 * Routes that cross app boundaries (shell guards -> remote logins, remotes -> public home). Each app's
 * own routes live in its config/paths.ts; these are the ones more than one app must agree on.
 */
export const sitePaths = {
  home: '/',
  gameChart: (englishName: string) => `/satta-results/${encodeURIComponent(englishName.toLowerCase())}`,
  login: '/login',
  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    /** Where games are added; the public home links there while it has none. */
    ghadi: '/admin/ghadi',
  },
  agent: {
    root: '/agent',
    login: '/agent/login',
    dashboard: '/agent/dashboard',
  },
} as const;
