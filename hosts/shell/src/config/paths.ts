import { sitePaths } from '@ghadi/contracts';

export const paths = {
  home: { path: sitePaths.home, getHref: () => sitePaths.home },
  gameChart: { path: '/satta-results/:name', getHref: (englishName: string) => sitePaths.gameChart(englishName) },
  about: { path: '/about', getHref: () => '/about' },
  disclaimer: { path: '/disclaimer', getHref: () => '/disclaimer' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  login: { path: sitePaths.login, getHref: () => sitePaths.login },
  admin: { path: `${sitePaths.admin.root}/*`, getHref: () => sitePaths.admin.dashboard },
  agent: { path: `${sitePaths.agent.root}/*`, getHref: () => sitePaths.agent.dashboard },
} as const;
