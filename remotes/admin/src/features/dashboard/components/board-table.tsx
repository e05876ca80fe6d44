import { Link } from 'react-router';
import { gameDayLine } from '@ghadi/contracts';
import { paths } from '@/config/paths';
import type { BoardRow } from '@/features/dashboard/utils/board-rows';
import { useTexts } from '@/lib/texts';

/**
 * Today's board as a table that scrolls sideways in its own box on a narrow screen. The state column says
 * the state in the public cards' words; "Update Result" opens the Ghadi screen's panel for that game.
 */
export function BoardTable({ rows }: { rows: BoardRow[] }) {
  const { t } = useTexts();
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{t('board.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('common.ghadi')}</th>
            <th scope="col">{t('board.resultTime')}</th>
            <th scope="col">{t('board.state')}</th>
            <th scope="col">{t('common.result')}</th>
            <th scope="col">{t('common.agent')}</th>
            <th scope="col">{t('board.action')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={6} className="empty-state">
                {t('board.none')}
              </td>
            </tr>
          )}
          {rows.map(({ ghadi, result, text, agent }) => (
            <tr key={ghadi.id} className={`board-row board-row-${text.state}`}>
              <th scope="row">{ghadi.NameEn}</th>
              <td>{ghadi.RTime ?? ''}</td>
              <td>{gameDayLine(text)}</td>
              <td>{result ?? ''}</td>
              <td>{agent ?? t('board.notAssigned')}</td>
              <td>
                <Link className="button" to={paths.ghadi.getHref(ghadi._id)} aria-label={t('board.updateResultFor', { name: ghadi.NameEn })}>
                  {t('board.updateResult')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
