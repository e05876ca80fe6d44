import type { Result } from '@ghadi/contracts';
import { formatDrawDate } from '../utils/draw-date';
import { useTexts } from '@/lib/texts';

export function HistoryTable({ caption, rows }: { caption: string; rows: Result[] }) {
  const { t } = useTexts();
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.ghadi')}</th>
            <th scope="col">{t('history.result')}</th>
            <th scope="col">{t('history.date')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <td>{row.Name}</td>
              <td>{row.Result}</td>
              <td>{formatDrawDate(row.DateTime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
