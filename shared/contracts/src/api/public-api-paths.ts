// Imports nothing, so any bundle can take it (@ghadi/contracts/public-api-paths), even the shell's entry chunk,
// which must start its first requests before zod or React arrive.

/**
 * A path with one parameter segment: `route` is the pattern Fastify and msw register (`:name`), `url`
 * the address of one value, encoded.
 */
export interface ParamPath<Route extends string = string> {
  readonly route: Route;
  url(value: string | number): string;
}

export const withParam = <const Prefix extends string, const Name extends string>(
  prefix: Prefix,
  name: Name,
): ParamPath<`${Prefix}/:${Name}`> => ({
  route: `${prefix}/:${name}`,
  url: (value) => `${prefix}/${encodeURIComponent(value)}`,
});

export type DownloadFormat = 'csv' | 'json';

/**
 * The paths the public pages call (./api-paths has every path, these among them): on their own, so the
 * public pages' first download carries no back-office address (issue 37).
 */
export const publicApiPaths = {
  /** The site's settings file (API and remote locations, name, zone), served no-cache. */
  runtimeConfig: '/runtime-config.json',
  ghadis: '/api/ghadis',
  /** The current month's results (GET), for the public home page. */
  results: '/api/results',
  /** Server-Sent Events: a `changed` event per change to public data, its data a SiteChange (./site-changes). */
  resultStream: '/api/results/stream',
  /** One game's results by its lower-cased English name (`?month=&year=`). */
  gameResults: withParam('/api/results', 'name'),
  /** One game's results of a calendar year (Jan..Dec), for its year page. */
  gameYearResults: {
    route: '/api/results/:name/years/:year',
    url: (name: string, year: number) => `/api/results/${encodeURIComponent(name)}/years/${year}`,
  },
  /** One game's result of one draw date (`YYYY-MM-DD`): its value, when it was declared and corrected, its trail. */
  gameDate: {
    route: '/api/results/:name/dates/:date',
    url: (name: string, drawDate: string) => `/api/results/${encodeURIComponent(name)}/dates/${drawDate}`,
  },
  /** The site day's board: each game's state, result time and stamps (public). */
  drawDay: '/api/draw-day',
  /** Dates games do not run: GET `?year=&month=` for a month, `?year=` for a whole year (public). */
  holidays: '/api/holidays',
  /** One game's corrected results of a month (`?month=&year=`), for its chart page. */
  gameCorrections: {
    route: '/api/results/:name/corrections',
    url: (name: string) => `/api/results/${encodeURIComponent(name)}/corrections`,
  },
  /** Every game's results of a month as a file: `{yyyy}-{mm}.csv` or `.json`. */
  monthDownload: {
    route: '/api/downloads/record-chart/:file',
    url: (year: number, month: number, format: DownloadFormat) =>
      `/api/downloads/record-chart/${year}-${String(month).padStart(2, '0')}.${format}`,
  },
  /** One game's results of a year as a file: `{yyyy}.csv` or `.json`. */
  gameYearDownload: {
    route: '/api/downloads/satta-results/:name/:file',
    url: (name: string, year: number, format: DownloadFormat) =>
      `/api/downloads/satta-results/${encodeURIComponent(name)}/${year}.${format}`,
  },
  siteContent: '/api/site-content',
  /** PUT: the games one browser's push subscription follows, replacing the earlier set (public). */
  pushSubscriptions: '/api/push/subscriptions',
  /** POST `{ endpoint }`: the games that subscription follows (an endpoint is a secret, so not in the URL). */
  pushSubscriptionLookup: '/api/push/subscriptions/lookup',
  visitorTrack: '/api/visitor/track',
  visitorStats: '/api/visitor/stats',
} as const;
