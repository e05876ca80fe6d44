import './results-table.css';
import type { ReviewResult } from '@ghadi/contracts';
import { REVIEW_COLUMNS, ReviewRow } from './review-row';
import { useTexts } from '@/lib/texts';

export function ResultsTable({ results }: { results: ReviewResult[] }) {
  const { t } = useTexts();
  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('common.agent')}</th>
            <th scope="col">{t('common.ghadi')}</th>
            <th scope="col">{t('common.result')}</th>
            <th scope="col">{t('results.dateTime')}</th>
            <th scope="col">{t('common.status')}</th>
          </tr>
        </thead>
        <tbody>
          {results.length === 0 && (
            <tr>
              <td colSpan={REVIEW_COLUMNS} className="empty-state">
                {t('results.none')}
              </td>
            </tr>
          )}
          {results.map((row) => (
            <ReviewRow key={row.id} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
