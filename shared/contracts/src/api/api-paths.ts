import { feedPaths } from '../channels/feed-paths';
import { matkaChartApiPath } from '../pages/matka-chart-pages';
import { statisticsApiPath } from '../pages/statistics-pages';
import { publicApiPaths, withParam } from './public-api-paths';

/**
 * Every path the server answers and the apps, test fakes and browser tests call: the one place a path is
 * written. Methods are the routes' business; where one path takes several (GET lists, POST creates), it
 * has one entry.
 */
export const apiPaths = {
  ...publicApiPaths,
  ...feedPaths,
  gameStatistics: statisticsApiPath,
  matkaChart: matkaChartApiPath,
  healthLive: '/health/live',
  healthReady: '/health/ready',
  docs: '/api/docs',
  docsJson: '/api/docs/json',

  login: '/api/users/login',
  logout: '/api/users/logout',
  currentUser: '/api/users/me',
  users: '/api/users',
  userCount: '/api/users/count',
  user: withParam('/api/users', 'id'),
  ghadiCount: '/api/ghadis/count',
  ghadi: withParam('/api/ghadis', 'id'),

  resultCount: '/api/results/count',
  adminResults: '/api/admin/results',
  /** One result's trail (admin): each submission, oldest first, with who, when and entered or imported. */
  adminResultHistory: {
    route: '/api/admin/results/:id/history',
    url: (id: string) => `/api/admin/results/${encodeURIComponent(id)}/history`,
  },
  /** A CSV of historical results (body `text/csv`), checked without writing anything (admin). */
  importPreview: '/api/admin/imports/preview',
  /** The same CSV, checked again and written in one transaction, all rows or none (admin). */
  importResults: '/api/admin/imports',
  /** One game's holiday on one date: PUT marks it, DELETE removes it (admin). `ghadiId`: the game's id or GID. */
  holiday: {
    route: '/api/holidays/:ghadiId/:date',
    url: (ghadiId: string | number, date: string) => `/api/holidays/${encodeURIComponent(ghadiId)}/${encodeURIComponent(date)}`,
  },

  myGhadis: '/api/agent/my-ghadi',
  myGhadiResults: '/api/agent/my-ghadi/results',
  /** Publishing a result: an agent for their games, an admin for any. */
  updateResult: '/api/agent/my-ghadi/update-result',

  userMaps: '/api/usermaps',
  userMap: withParam('/api/usermaps', 'id'),

  contentBlocks: '/api/contentblocks',
  /** POST (admin): a block's HTML as the public pages would show it, saving nothing. */
  contentPreview: '/api/contentblocks/preview',
  contentBlock: withParam('/api/contentblocks', 'id'),
  contentBlockBySlug: withParam('/api/contentblocks/slug', 'slug'),

  /** Followers per game and the latest sends (admin). */
  adminPush: '/api/admin/push',
  /** Whether posting to the Telegram channel works, and the latest posts (admin). */
  adminChannel: '/api/admin/channel',

  auditLog: '/api/audit-log',
} as const;
