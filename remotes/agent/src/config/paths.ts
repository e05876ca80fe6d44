import { sitePaths } from '@ghadi/contracts';

const under = (segment: string) => ({ path: segment, getHref: () => `${sitePaths.agent.root}/${segment}` });

/** Routes of the agent area, relative to /agent where the shell mounts it. */
export const paths = {
  login: under('login'),
  dashboard: under('dashboard'),
  ghadiResults: under('ghadi-results'),
  security: under('security'),
} as const;
