import { monthName } from '@ghadi/contracts';
import { SelectField } from '@/components/select-field';
import { yearChoices, type YearMonth } from '@/features/ghadi/utils/holiday-month';
import { useTexts } from '@/lib/texts';

interface MonthChoiceProps {
  value: YearMonth;
  /** The site's current year, around which the years are offered. */
  currentYear: number;
  onChange: (value: YearMonth) => void;
}

/** Month and year selects for the month a list shows. */
export function MonthChoice({ value, currentYear, onChange }: MonthChoiceProps) {
  const { t, language } = useTexts();
  return (
    <div className="admin-form-fields">
      <SelectField label={t('holidays.month')} value={String(value.month)} onChange={(month) => onChange({ ...value, month: Number(month) })}>
        {Array.from({ length: 12 }, (_, index) => (
          <option key={index} value={index + 1}>
            {monthName(index + 1, language)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('holidays.year')} value={String(value.year)} onChange={(year) => onChange({ ...value, year: Number(year) })}>
        {yearChoices(currentYear, value.year).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
