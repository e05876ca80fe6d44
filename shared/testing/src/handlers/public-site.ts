import { http, HttpResponse } from 'msw';
import {
  apiPaths,
  BLOG_SECTION_SLUG,
  gameYearParamsSchema,
  monthBounds,
  monthIn,
  monthQuerySchema,
  resultCorrectionListResponseSchema,
  type ContentBlock,
  type DrawDay,
  type Ghadi,
  type Holiday,
  type Result,
  type ResultCorrection,
  type SiteContent,
} from '@ghadi/contracts';
import { identityOf } from '../draw-day-builders';
import { fail, invalid } from './answers';
import { drawDayReadHandler, emptyDrawDay } from './draw-day-read';
import { holidaysReadHandler } from './holidays-read';
import { runtimeConfigHandler } from './runtime-config';

export interface PublicSiteState {
  /** Games with the results the public listing reports for yesterday and today. */
  games: (Ghadi & { YesterdayResult: string | null; TodayResult: string | null })[];
  /** Results of the current month (the month list without a month named). */
  monthResults: Result[];
  /** One game's results by lower-cased name, for the game's chart and year pages. */
  gameResults: Record<string, Result[]>;
  siteContent: SiteContent;
  blogSection: ContentBlock | null;
  stats: { totalUsers: number; activeUsers: number };
  timeZone: string;
  siteName: string;
  /** The key of result notifications; none: the site has them off. */
  pushPublicKey?: string | null;
  /** The site day's board; none given: a day with no games on it. */
  drawDay?: DrawDay;
  /** Every game's holidays. */
  holidays?: Holiday[];
  /** One game's corrections by lower-cased name (a game without an entry has none). */
  corrections?: Record<string, ResultCorrection[]>;
}

/** The query's month, the site's current one by default, as its first and last draw dates. */
function monthOf(request: Request, timeZone: string) {
  const query = monthQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return { error: query.error };
  const current = monthIn(timeZone);
  return monthBounds(query.data.year ?? current.year, query.data.month ?? current.month);
}

/** The game of a chart's address, as the answer names it: from the games listed, else from its results. */
const chartGame = (state: PublicSiteState, name: string, list: Result[]) => {
  const game = state.games.find((entry) => entry.key === name);
  return game ? identityOf(game) : (list[0]?.ghadi ?? identityOf({ GID: 0, NameEn: name }));
};

/** Visitor-tracking calls the fake received, with their x-session-id. */
export const trackedSessions: string[] = [];

/** The public endpoints of the site over an in-memory state the test owns and may change. */
export function publicSiteHandlers(state: PublicSiteState) {
  return [
    runtimeConfigHandler(() => ({ siteName: state.siteName, timeZone: state.timeZone, pushPublicKey: state.pushPublicKey ?? null })),
    http.get(`*${apiPaths.ghadis}`, () => HttpResponse.json({ success: true, data: state.games })),
    http.get(`*${apiPaths.results}`, () => HttpResponse.json({ success: true, data: state.monthResults })),
    http.get(`*${apiPaths.gameResults.route}`, ({ params, request }) => {
      const month = monthOf(request, state.timeZone);
      if ('error' in month) return invalid(month.error, 'querystring');
      const list = state.gameResults[String(params.name)];
      if (!list) return fail(404, 'ghadiNotFound');
      const data = list.filter((result) => result.DateTime >= month.from && result.DateTime <= month.to);
      return HttpResponse.json({ success: true, data, ghadi: chartGame(state, String(params.name), list) });
    }),
    // Answers pass the contracts' schemas, so a screen is never tested against a shape the server cannot send.
    http.get(`*${apiPaths.gameCorrections.route}`, ({ params, request }) => {
      const month = monthOf(request, state.timeZone);
      if ('error' in month) return invalid(month.error, 'querystring');
      const name = String(params.name);
      if (!state.gameResults[name]) return fail(404, 'ghadiNotFound');
      const data = (state.corrections?.[name] ?? []).filter((correction) => correction.DateTime >= month.from && correction.DateTime <= month.to);
      return HttpResponse.json(resultCorrectionListResponseSchema.parse({ success: true, data }));
    }),
    drawDayReadHandler(() => state.drawDay ?? emptyDrawDay(state.timeZone)),
    holidaysReadHandler(() => state.holidays ?? []),
    http.get(`*${apiPaths.gameYearResults.route}`, ({ params }) => {
      // Without the `*` prefix's own entry ("0"), which the strict schema would refuse.
      const parsed = gameYearParamsSchema.safeParse({ name: params.name, year: params.year });
      if (!parsed.success) return invalid(parsed.error, 'params');
      const list = state.gameResults[parsed.data.name];
      if (!list) return fail(404, 'ghadiNotFound');
      const data = list.filter((result) => result.DateTime.startsWith(`${parsed.data.year}-`));
      return HttpResponse.json({ success: true, data, ghadi: chartGame(state, parsed.data.name, list) });
    }),
    // Like the server, the site content carries the blog block when it is active.
    http.get(`*${apiPaths.siteContent}`, () => {
      const blog = state.blogSection?.isActive ? { [BLOG_SECTION_SLUG]: { Title: state.blogSection.Title, Content: state.blogSection.Content } } : {};
      return HttpResponse.json({ success: true, data: { ...state.siteContent, ...blog } });
    }),
    http.get(`*${apiPaths.contentBlockBySlug.url(BLOG_SECTION_SLUG)}`, () =>
      state.blogSection ? HttpResponse.json({ success: true, data: state.blogSection }) : fail(404, 'contentBlockNotFound'),
    ),
    http.post(`*${apiPaths.visitorTrack}`, ({ request }) => {
      trackedSessions.push(request.headers.get('x-session-id') ?? '');
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`*${apiPaths.visitorStats}`, () => HttpResponse.json({ success: true, ...state.stats })),
  ];
}
