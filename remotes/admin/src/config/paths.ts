import { sitePaths } from '@ghadi/contracts';

const under = (segment: string) => ({ path: segment, getHref: () => `${sitePaths.admin.root}/${segment}` });

/** Routes of the admin area, relative to /admin where the shell mounts it. */
export const paths = {
  login: under('login'),
  dashboard: under('dashboard'),
  agents: under('agents'),
  ghadi: { path: 'ghadi', getHref: () => sitePaths.admin.ghadi },
  results: under('results'),
  assignGhadi: under('assign-ghadi'),
  contentBlocks: under('content-blocks'),
} as const;
