import { SelectField } from '@/components/select-field';
import { MONTH_NAMES, yearChoices, type YearMonth } from '@/features/ghadi/utils/holiday-month';

interface MonthChoiceProps {
  value: YearMonth;
  /** The site's current year, around which the years are offered. */
  currentYear: number;
  onChange: (value: YearMonth) => void;
}

/** Month and year selects for the month a list shows. */
export function MonthChoice({ value, currentYear, onChange }: MonthChoiceProps) {
  return (
    <div className="admin-form-fields">
      <SelectField label="Month" value={String(value.month)} onChange={(month) => onChange({ ...value, month: Number(month) })}>
        {MONTH_NAMES.map((name, index) => (
          <option key={name} value={index + 1}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Year" value={String(value.year)} onChange={(year) => onChange({ ...value, year: Number(year) })}>
        {yearChoices(currentYear, value.year).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
