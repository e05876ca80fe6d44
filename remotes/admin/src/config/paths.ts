import { sitePaths } from '@ghadi/contracts';

/** The Ghadi screen's query parameter that opens its Update Result panel for one game (by id). */
export const UPDATE_RESULT_PARAM = 'update-result';

const under = (segment: string) => ({ path: segment, getHref: () => `${sitePaths.admin.root}/${segment}` });

/** Routes of the admin area, relative to /admin where the shell mounts it. */
export const paths = {
  login: under('login'),
  dashboard: under('dashboard'),
  agents: under('agents'),
  ghadi: {
    path: 'ghadi',
    /** With a game's id: the screen opens with that game's Update Result panel. */
    getHref: (updateResultFor?: string) =>
      updateResultFor === undefined ? sitePaths.admin.ghadi : `${sitePaths.admin.ghadi}?${UPDATE_RESULT_PARAM}=${encodeURIComponent(updateResultFor)}`,
  },
  results: under('results'),
  importResults: { path: 'import-results', getHref: () => sitePaths.admin.importResults },
  assignGhadi: under('assign-ghadi'),
  contentBlocks: under('content-blocks'),
  admins: under('admins'),
  security: under('security'),
} as const;
