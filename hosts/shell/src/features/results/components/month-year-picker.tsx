import { useId } from 'react';
import { MONTH_NAMES } from '@/lib/site-time';

export interface MonthYearPickerProps {
  month: number;
  year: number;
  /** The current year in the site's time zone; the choices are it and the four before. */
  currentYear: number;
  onChange: (month: number, year: number) => void;
}

export function MonthYearPicker({ month, year, currentYear, onChange }: MonthYearPickerProps) {
  const monthId = useId();
  const yearId = useId();
  const years = Array.from({ length: 5 }, (_, index) => currentYear - index);
  return (
    <div className="month-year-picker">
      <div className="inline-field">
        <label htmlFor={monthId}>Month</label>
        <select id={monthId} value={month} onChange={(event) => onChange(Number(event.target.value), year)}>
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="inline-field">
        <label htmlFor={yearId}>Year</label>
        <select id={yearId} value={year} onChange={(event) => onChange(month, Number(event.target.value))}>
          {years.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
