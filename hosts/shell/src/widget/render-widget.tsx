import { renderToStaticMarkup } from 'react-dom/server';
import { matchRoutes } from 'react-router';
import { gameNameKey, readTags, widgetPatterns, type PageRenderRequest, type RenderedPage, type SiteLanguage } from '@ghadi/contracts';
import { escapeHtml } from '@/lib/html-escape';
import type { I18n } from '@ghadi/i18n';
import { laterPageTexts, withLaterTexts } from '@/lib/later-texts';
import { TextsProvider, textsOf } from '@/lib/texts';
import { WidgetBoard } from './widget-board';

const widgetRoutes = Object.values(widgetPatterns).map((path) => ({ path }));

/**
 * The game a widget address names, as a game page finds its game: the router's `:name` (decoded as it decodes
 * /satta-results/:name) by its key, so `/widget/Kalyan%20Morning` shows the game `/satta-results/Kalyan%20Morning`
 * does. Null for every game's board; undefined for an address neither pattern matches (`/widget/a/b`).
 */
function askedKey(englishPath: string): string | null | undefined {
  const [match] = matchRoutes(widgetRoutes, englishPath) ?? [];
  if (!match) return undefined;
  const { name } = match.params;
  return name === undefined ? null : gameNameKey(name);
}

// What the widget shows: the games with their results, and the day's states.
const WIDGET_READS = [...new Set([...readTags.ghadis(), ...readTags.drawDay()])];

/**
 * The widget's page: one game's results of today and yesterday, or every game's, with its state of the day,
 * in the page's language; a name no game has is a 404 saying so. `data-reads` names what it shows, so its
 * script fetches it again only when the live stream reports a change of that.
 */
export async function renderWidget(
  request: PageRenderRequest,
  { englishPath, language, i18n: pageI18n }: { englishPath: string; language: SiteLanguage; i18n: I18n },
): Promise<RenderedPage> {
  // The widget's words live with the later pages' (the game page shows its embed code): not in the first download.
  const i18n = withLaterTexts(pageI18n, laterPageTexts);
  const [games, drawDay] = await Promise.all([request.reads.ghadis(), request.reads.drawDay()]);
  const key = askedKey(englishPath);
  const shown = key === null ? games : games.filter((game) => game.key === key);
  const found = key === null || shown.length > 0;
  const texts = textsOf(i18n);
  const { siteName, timeZone, apiBaseUrl } = request.config;
  const single = key !== null && shown[0] ? texts.gameName(shown[0]) : null;
  const body = renderToStaticMarkup(
    <main id="widget" className="widget" data-reads={JSON.stringify(WIDGET_READS)} data-rendered-at={request.now} data-api={apiBaseUrl}>
      {found ? (
        <TextsProvider i18n={i18n}>
          <WidgetBoard
            games={shown}
            days={new Map(drawDay.games.map((day) => [day.GID, day]))}
            single={key !== null}
            siteName={siteName}
            origin={request.publicOrigin}
            timeZone={timeZone}
            now={Date.parse(request.now)}
          />
        </TextsProvider>
      ) : (
        <p>{texts.t('widget.notFound', { siteName })}</p>
      )}
    </main>,
  );
  const title = single === null ? texts.t('widget.title', { siteName }) : texts.t('widget.gameTitle', { game: single });
  return {
    kind: 'page',
    template: 'widget',
    status: found ? 200 : 404,
    language,
    // Framed on other sites: never a search result of its own.
    head: `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex" />`,
    body,
  };
}
