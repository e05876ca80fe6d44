import { http, HttpResponse } from 'msw';
import {
  apiPaths,
  BLOG_SECTION_SLUG,
  gameYearParamsSchema,
  monthBounds,
  monthIn,
  monthQuerySchema,
  serverMessages,
  type ContentBlock,
  type Ghadi,
  type Result,
  type SiteContent,
} from '@ghadi/contracts';
import { fail, invalid } from './answers';
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
}

/** Visitor-tracking calls the fake received, with their x-session-id. */
export const trackedSessions: string[] = [];

/** The public endpoints of the site over an in-memory state the test owns and may change. */
export function publicSiteHandlers(state: PublicSiteState) {
  return [
    runtimeConfigHandler(() => ({ siteName: state.siteName, timeZone: state.timeZone })),
    http.get(`*${apiPaths.ghadis}`, () => HttpResponse.json({ success: true, data: state.games })),
    http.get(`*${apiPaths.results}`, () => HttpResponse.json({ success: true, data: state.monthResults })),
    http.get(`*${apiPaths.gameResults.route}`, ({ params, request }) => {
      const query = monthQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error, 'querystring');
      const list = state.gameResults[String(params.name)];
      if (!list) return fail(404, serverMessages.ghadiNotFound);
      const current = monthIn(state.timeZone);
      const { from, to } = monthBounds(query.data.year ?? current.year, query.data.month ?? current.month);
      return HttpResponse.json({ success: true, data: list.filter((result) => result.DateTime >= from && result.DateTime <= to) });
    }),
    http.get(`*${apiPaths.gameYearResults.route}`, ({ params }) => {
      // Without the `*` prefix's own entry ("0"), which the strict schema would refuse.
      const parsed = gameYearParamsSchema.safeParse({ name: params.name, year: params.year });
      if (!parsed.success) return invalid(parsed.error, 'params');
      const list = state.gameResults[parsed.data.name];
      if (!list) return fail(404, serverMessages.ghadiNotFound);
      return HttpResponse.json({ success: true, data: list.filter((result) => result.DateTime.startsWith(`${parsed.data.year}-`)) });
    }),
    // Like the server, the site content carries the blog block when it is active.
    http.get(`*${apiPaths.siteContent}`, () => {
      const blog = state.blogSection?.isActive ? { [BLOG_SECTION_SLUG]: { Title: state.blogSection.Title, Content: state.blogSection.Content } } : {};
      return HttpResponse.json({ success: true, data: { ...state.siteContent, ...blog } });
    }),
    http.get(`*${apiPaths.contentBlockBySlug.url(BLOG_SECTION_SLUG)}`, () =>
      state.blogSection ? HttpResponse.json({ success: true, data: state.blogSection }) : fail(404, serverMessages.contentBlockNotFound),
    ),
    http.post(`*${apiPaths.visitorTrack}`, ({ request }) => {
      trackedSessions.push(request.headers.get('x-session-id') ?? '');
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`*${apiPaths.visitorStats}`, () => HttpResponse.json({ success: true, ...state.stats })),
  ];
}
