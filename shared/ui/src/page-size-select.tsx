import { useUiTexts } from './ui-texts';
import { useId } from 'react';

/** "Rows per page" with the sizes the spec allows for that list. */
export function PageSizeSelect({
  value,
  options,
  onChange,
}: {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
}) {
  const id = useId();
  const { t } = useUiTexts();
  return (
    <div className="inline-field">
      <label htmlFor={id}>{t('ui.rowsPerPage')}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
