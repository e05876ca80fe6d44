import { gameDayLine, gameDayTextIn, sitePaths, type GameDay, type PublicGhadi } from '@ghadi/contracts';
import { resultTimeText } from '@/features/games/components/result-time';
import { useTexts } from '@/lib/texts';

export interface WidgetBoardProps {
  games: PublicGhadi[];
  /** Each game's day on the site's board, by GID. */
  days: Map<number, GameDay>;
  /** The one game shown, or every game's board. */
  single: boolean;
  siteName: string;
  /** Where the site is public: links open its pages there, outside the frame. */
  origin: string;
  timeZone: string;
  /** The instant of the render (ms): states and countdowns are as of it, and the script renders again. */
  now: number;
}

/**
 * The widget: today's results of one game or of every game, as other sites frame it. Plain markup with no
 * script of its own: the widget's small script fetches it again when the live stream says it changed.
 */
export function WidgetBoard({ games, days, single, siteName, origin, timeZone, now }: WidgetBoardProps) {
  const texts = useTexts();
  const { t } = texts;
  const outside = { target: '_blank', rel: 'noopener' } as const;
  const stateOf = (game: PublicGhadi) => {
    const day = days.get(game.GID);
    return day && gameDayTextIn(t, day, now, timeZone, { seconds: false });
  };
  return (
    <table className="widget-table">
      <caption>
        {single && games[0] ? t('widget.gameTitle', { game: texts.gameName(games[0]) }) : t('widget.title', { siteName })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('widget.game')}</th>
          <th scope="col">{t('card.yesterday')}</th>
          <th scope="col">{t('card.today')}</th>
        </tr>
      </thead>
      <tbody>
        {games.map((game) => {
          const state = stateOf(game);
          return (
            <tr key={game.id}>
              <th scope="row">
                <a href={`${origin}${texts.path(sitePaths.gameChart(game.NameEn))}`} {...outside}>
                  {texts.gameName(game)}
                </a>
                <span className="widget-time">{resultTimeText(game.RTime)}</span>
              </th>
              <td>{game.YesterdayResult ?? '---'}</td>
              <td>
                <strong className="widget-result">{game.TodayResult ?? '---'}</strong>
                {state && <span className={`widget-state widget-state-${state.state}`}>{gameDayLine(state)}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={3}>
            <a href={`${origin}${texts.path(sitePaths.home)}`} {...outside}>
              {t('widget.source', { siteName })}
            </a>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
