import { renderToString } from 'react-dom/server';
import { createStaticHandler, data, StaticRouter, useRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import {
  englishPathOf,
  isWidgetPath,
  languageOfPath,
  widgetLanguageOf,
  type PageRenderRequest,
  type RenderedPage,
  type RenderPage,
  type SiteLanguage,
} from '@ghadi/contracts';
import { ThemeChoice } from '@ghadi/ui/theme-choice';
import { uiCatalogs } from '@ghadi/ui/ui-catalogs';
import { UiTextsProvider } from '@ghadi/ui/ui-texts';
import { AppProvider } from '@/app/provider';
import { loadCatalog } from '@/lib/catalog';
import { withLaterTexts, type LaterCatalogs } from '@/lib/later-texts';
import { publicRoutes, type LaterPages, type ServerLoaders } from '@/app/public-routes';
import * as gameMonth from '@/app/routes/game-month';
import * as gameDate from '@/app/routes/game-date';
import * as gameStatistics from '@/app/routes/game-statistics';
import * as gameYear from '@/app/routes/game-year';
import * as matkaChart from '@/app/routes/matka-chart';
import * as notFound from '@/app/routes/not-found';
import * as recordChart from '@/app/routes/record-chart';
import * as staticPage from '@/app/routes/static-page';
import * as yesterday from '@/app/routes/yesterday';
import type { PageContext, PageForm, PageLoad, PageOutcome } from '@/lib/page-load';
import { pageDataElement, type PageData } from '@/lib/page-data';
import type { PageMeta } from '@/lib/page-meta';
import { ReadStore, type ReadKey } from '@/lib/reads';
import { seedRuntimeConfig } from '@/lib/runtime-config';
import { routablePath } from '@/lib/routable-location';
import { parseSiteDay } from '@/lib/site-day';
import { createI18n, textsOf } from '@/lib/texts';
import { renderWidget } from '@/widget/render-widget';
import { pageForms } from './page-forms';
import { pageHead } from './page-head';

// The server has every page at hand: nothing to download, nothing to suspend for.
const laterPages: LaterPages = {
  gameMonth: gameMonth.Page,
  gameYear: gameYear.Page,
  gameDate: gameDate.Page,
  gameStatistics: gameStatistics.Page,
  jodiChart: matkaChart.Page,
  panelChart: matkaChart.Page,
  yesterday: yesterday.Page,
  recordChart: recordChart.Page,
  staticPage: staticPage.StaticPageRoute,
  notFound: notFound.NotFoundPage,
};
const chartLoads = {
  gameMonth: gameMonth.load,
  gameYear: gameYear.load,
  gameDate: gameDate.load,
  gameStatistics: gameStatistics.load,
  jodiChart: matkaChart.loadJodiChart,
  panelChart: matkaChart.loadPanelChart,
  yesterday: yesterday.load,
  recordChart: recordChart.load,
};

/**
 * The theme selector of a public page, under its footer, drawn here only: outside the app's root, so the browser's first
 * download carries neither its markup nor its words (the page's inline script runs it).
 */
const themeBar = (language: SiteLanguage): string =>
  renderToString(
    <aside className="theme-bar">
      <UiTextsProvider value={createI18n(language, uiCatalogs[language])}>
        <ThemeChoice />
      </UiTextsProvider>
    </aside>,
  );

function PageRoutes({ routes, pathname }: { routes: RouteObject[]; pathname: string }) {
  return useRoutes(routes, pathname);
}

interface LoadedPage {
  meta: PageMeta;
}

function isLoadedPage(value: unknown): value is LoadedPage {
  return typeof value === 'object' && value !== null && 'meta' in value;
}

/**
 * Renders one public page of the shell on the server (the API server calls it; see
 * server/src/public-pages). React Router's static handler matches the URL and runs the pages' loads,
 * which read through `request.reads` (and decide the status, or a redirect); every value they keep goes
 * into the page's reads for the render and into the page itself for the browser. Never loads a
 * back office or Module Federation. The widget's pages are rendered here too (src/widget).
 */
export const renderPage: RenderPage = async (request: PageRenderRequest): Promise<RenderedPage> => {
  const store = new ReadStore();
  const kept: Array<[ReadKey, unknown]> = [];
  // Appended, not resolved: `//about` is a path here, never another host.
  const asked = new URL(`${request.publicOrigin}${request.url}`);
  const pathname = routablePath(asked.pathname);
  // Not a page of the site's app: the widget's own markup, in its own template.
  if (isWidgetPath(pathname)) {
    const language = widgetLanguageOf(pathname, asked.searchParams);
    return renderWidget(request, { englishPath: englishPathOf(pathname), language, i18n: createI18n(language, await loadCatalog(language)) });
  }
  const language = languageOfPath(pathname);
  const i18n = createI18n(language, await loadCatalog(language));
  const base = {
    today: parseSiteDay(request.siteDay),
    siteName: request.config.siteName,
    texts: textsOf(i18n),
    laterTexts: (catalogs: LaterCatalogs) => textsOf(withLaterTexts(i18n, catalogs)),
    reads: request.reads,
    async keep<T>(queryKey: ReadKey, value: Promise<T>, form?: PageForm): Promise<T> {
      const resolved = await value;
      const inPage = form ? pageForms[form](resolved as never) : resolved;
      // Kept as the browser gets it, so the render decodes what the browser will.
      store.seed(queryKey, inPage);
      kept.push([queryKey, inPage]);
      return resolved;
    },
  };
  const context = (params: PageContext['params'], url: string): PageContext => ({ ...base, params, searchParams: new URL(url).searchParams });
  const toLoader =
    (load: PageLoad): LoaderFunction =>
    async ({ params, request: routeRequest }) => {
      const outcome: PageOutcome = await load(context(params, routeRequest.url));
      if ('redirect' in outcome) return new Response(null, { status: 302, headers: { location: outcome.redirect } });
      return data({ meta: outcome.meta }, { status: outcome.status ?? 200 });
    };
  const loaders: ServerLoaders = {
    page: toLoader,
    charts: chartLoads,
    staticPage: staticPage.staticPageLoad,
    notFound: notFound.load,
    layout: (load) => async ({ params, request: routeRequest }) => {
      await load(context(params, routeRequest.url));
      return null;
    },
  };

  const routes = publicRoutes(laterPages, loaders);
  const handler = createStaticHandler(routes);
  const routed = await handler.query(new Request(new URL(`${pathname}${asked.search}`, asked.origin)));
  if (routed instanceof Response) {
    return { kind: 'redirect', status: routed.status, location: routed.headers.get('location') ?? '/' };
  }
  // An error in a load (a failed read) is the server's to answer: it is not a page.
  if (routed.errors) throw Object.values(routed.errors)[0];
  const leaf = [...routed.matches].reverse().find((match) => isLoadedPage(routed.loaderData[match.route.id]));
  const { meta } = routed.loaderData[leaf?.route.id ?? ''] as LoadedPage;

  seedRuntimeConfig(store, request.config);
  // Drawn with the declarative router, as the browser hydrates it (app/app.tsx).
  const body = renderToString(
    <AppProvider store={store} i18n={i18n} siteDay={request.siteDay} renderedAt={request.now}>
      <StaticRouter location={request.url}>
        <PageRoutes routes={routes} pathname={pathname} />
      </StaticRouter>
    </AppProvider>,
  );
  const pageData: PageData = { siteDay: request.siteDay, renderedAt: request.now, config: request.config, queries: kept };
  return {
    kind: 'page',
    status: routed.statusCode,
    language,
    head: pageHead(meta, { status: routed.statusCode, origin: request.publicOrigin, siteName: request.config.siteName, language }),
    body: `<div id="root">${body}</div>${themeBar(language)}${pageDataElement(pageData)}`,
  };
};
