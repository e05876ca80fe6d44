import { http, HttpResponse } from 'msw';
import type { ContentBlock, Ghadi, Result, SiteContent } from '@ghadi/contracts';

export interface PublicSiteState {
  /** Games with the results the public listing reports for yesterday and today. */
  games: (Ghadi & { YesterdayResult: string | null; TodayResult: string | null })[];
  /** Results of the current month (GET /api/results). */
  monthResults: Result[];
  /** One game's results by lower-cased name, for GET /api/results/{name}. */
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
    http.get('*/runtime-config.json', () =>
      HttpResponse.json({
        apiBaseUrl: '',
        remotes: { admin: '/remotes/admin/mf-manifest.json', agent: '/remotes/agent/mf-manifest.json' },
        siteName: state.siteName,
        timeZone: state.timeZone,
      }),
    ),
    http.get('*/api/ghadis', () => HttpResponse.json({ success: true, data: state.games })),
    http.get('*/api/results', () => HttpResponse.json({ success: true, data: state.monthResults })),
    http.get('*/api/results/:name', ({ params, request }) => {
      const list = state.gameResults[String(params.name)];
      if (!list) return HttpResponse.json({ success: false, message: 'Ghadi not found' }, { status: 404 });
      const url = new URL(request.url);
      const prefix = `${url.searchParams.get('year')}-${String(url.searchParams.get('month')).padStart(2, '0')}-`;
      return HttpResponse.json({ success: true, data: list.filter((result) => result.DateTime.startsWith(prefix)) });
    }),
    http.get('*/api/site-content', () => HttpResponse.json({ success: true, data: state.siteContent })),
    http.get('*/api/contentblocks/slug/blog-section', () =>
      state.blogSection
        ? HttpResponse.json({ success: true, data: state.blogSection })
        : HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
    ),
    http.post('*/api/visitor/track', ({ request }) => {
      trackedSessions.push(request.headers.get('x-session-id') ?? '');
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/visitor/stats', () => HttpResponse.json({ success: true, ...state.stats })),
  ];
}
