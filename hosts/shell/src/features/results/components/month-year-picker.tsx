import { useId } from 'react';
import { useNavigate } from 'react-router';
import { MONTHS, type SiteDate } from '@/lib/site-time';
import { useTexts } from '@/lib/texts';
import type { Month } from '../api/get-month-results';
import { archiveMonth, yearChoices } from '../utils/archive-month';

export interface MonthYearPickerProps {
  shown: Month;
  today: SiteDate;
  /** Where the form goes without JavaScript (a GET with `month` and `year`; the server redirects to the chart). */
  action: string;
  /** The address of a month's chart. */
  hrefOf: (month: Month) => string;
}

/**
 * The spec's Month and Year selects. With scripts a choice navigates to that month's chart at once;
 * without, the form's Show button (only there when scripts are off) submits it.
 */
export function MonthYearPicker({ shown, today, action, hrefOf }: MonthYearPickerProps) {
  const texts = useTexts();
  const monthId = useId();
  const yearId = useId();
  const navigate = useNavigate();
  const { month, year } = shown;
  const years = yearChoices(today, year);
  const onChange = (chosenMonth: number, chosenYear: number) => {
    const chosen = archiveMonth(String(chosenYear), String(chosenMonth), today);
    if (chosen) void navigate(hrefOf(chosen));
  };
  return (
    <form className="month-year-picker" method="get" action={action}>
      <div className="inline-field">
        <label htmlFor={monthId}>{texts.t('chart.month')}</label>
        <select id={monthId} name="month" value={month} onChange={(event) => onChange(Number(event.target.value), year)}>
          {MONTHS.map((choice) => (
            <option key={choice} value={choice}>
              {texts.month(choice)}
            </option>
          ))}
        </select>
      </div>
      <div className="inline-field">
        <label htmlFor={yearId}>{texts.t('chart.yearChoice')}</label>
        <select id={yearId} name="year" value={year} onChange={(event) => onChange(month, Number(event.target.value))}>
          {years.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="button">
          {texts.t('chart.show')}
        </button>
      </noscript>
    </form>
  );
}
