import type { ListedGame } from '@ghadi/contracts';
import { useTexts } from '@/lib/texts';
import { resultTimeText } from './result-time';

/** The draw times of every game, in the site's order, each by both its names (the page's language first). */
export function TimeTable({ games }: { games: ListedGame[] }) {
  const { t, language } = useTexts();
  const other = language === 'hi' ? 'en' : 'hi';
  const names = (game: ListedGame) => (language === 'hi' ? [game.NameHn, game.NameEn] : [game.NameEn, game.NameHn]);
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{t('timeTable.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('timeTable.game')}</th>
            <th scope="col">{t('timeTable.time')}</th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <tr key={game.GID}>
              <th scope="row">
                {names(game)[0]} <span lang={other}>({names(game)[1]})</span>
              </th>
              <td>{resultTimeText(game.RTime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
