import { useId } from 'react';
import { monthOfYear, type Ghadi } from '@ghadi/contracts';
import { Alert, useHolidays } from '@ghadi/ui';
import type { YearMonth } from '@/features/ghadi/utils/holiday-month';
import { MonthChoice } from './month-choice';
import { useTexts } from '@/lib/texts';

interface HolidayListProps {
  ghadi: Ghadi;
  month: YearMonth;
  currentYear: number;
  onMonthChange: (month: YearMonth) => void;
  onRemove: (date: string) => void;
  /** The date whose removal is under way, so it cannot be sent twice. */
  removing?: string;
}

/** One game's holidays in the chosen month, each with Remove. */
export function HolidayList({ ghadi, month, currentYear, onMonthChange, onRemove, removing }: HolidayListProps) {
  const { t, language } = useTexts();
  const titleId = useId();
  const holidays = useHolidays(month);
  const dates = (holidays.data ?? []).filter((holiday) => holiday.GID === ghadi.GID).map((holiday) => holiday.DateTime);

  return (
    <div className="holiday-list">
      <h4 id={titleId}>{t('holidays.listTitle', { name: ghadi.NameEn, month: monthOfYear(month, language) })}</h4>
      <MonthChoice value={month} currentYear={currentYear} onChange={onMonthChange} />
      {holidays.isPending && <p>{t('common.loading')}</p>}
      {holidays.isError && <Alert tone="error">{t('holidays.loadFailed')}</Alert>}
      {holidays.data && dates.length === 0 && <p className="empty-state">{t('holidays.none')}</p>}
      {dates.length > 0 && (
        <ul className="holiday-dates" aria-labelledby={titleId}>
          {dates.map((date) => (
            <li key={date}>
              <span>{date}</span>
              <button type="button" className="button button-danger" disabled={date === removing} onClick={() => onRemove(date)}>
                {date === removing ? t('holidays.removing') : t('holidays.remove')}
                <span className="visually-hidden">{` ${t('holidays.removeWhat', { date })}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
