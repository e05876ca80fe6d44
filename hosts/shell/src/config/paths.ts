import { pagePatterns, sitePaths } from '@ghadi/contracts';

// The patterns and addresses live in @ghadi/contracts, which the API server shares.
export const paths = {
  home: { path: pagePatterns.home, getHref: () => sitePaths.home },
  gameChart: { path: pagePatterns.gameChart, getHref: (englishName: string) => sitePaths.gameChart(englishName) },
  about: { path: pagePatterns.about, getHref: () => sitePaths.about },
  disclaimer: { path: pagePatterns.disclaimer, getHref: () => sitePaths.disclaimer },
  privacyPolicy: { path: pagePatterns.privacyPolicy, getHref: () => sitePaths.privacyPolicy },
  login: { path: sitePaths.login, getHref: () => sitePaths.login },
  admin: { path: `${sitePaths.admin.root}/*`, getHref: () => sitePaths.admin.dashboard },
  agent: { path: `${sitePaths.agent.root}/*`, getHref: () => sitePaths.agent.dashboard },
} as const;
