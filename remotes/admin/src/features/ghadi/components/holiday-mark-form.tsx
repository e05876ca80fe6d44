import { useState, type FormEvent } from 'react';
import { holidayParamsSchema, type Ghadi } from '@ghadi/contracts';
import { TextField } from '@ghadi/ui';
import { SelectField } from '@/components/select-field';
import { fieldErrors } from '@/lib/field-errors';
import { ghadiLabel } from '@/features/ghadi/utils/ghadi-label';
import { useRuleText, useTexts } from '@/lib/texts';

interface HolidayMarkFormProps {
  ghadis: Ghadi[];
  ghadi: Ghadi;
  onChooseGhadi: (id: string) => void;
  /** The site's today, the date offered until another is picked. */
  today: string;
  busy: boolean;
  /** Called with a valid date; asking for confirmation is the caller's. */
  onMark: (date: string) => void;
}

/** The game the Holidays part is about, and a date to mark it off on. */
export function HolidayMarkForm({ ghadis, ghadi, onChooseGhadi, today, busy, onMark }: HolidayMarkFormProps) {
  const { t } = useTexts();
  const ruleText = useRuleText();
  // Untouched, the date follows "today" in the site's zone, which may arrive after the form shows.
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const date = pickedDate ?? today;
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = holidayParamsSchema.safeParse({ ghadiId: ghadi.id, date });
    setError(parsed.success ? undefined : fieldErrors<'date'>(parsed.error).date);
    if (parsed.success) onMark(date);
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label={t('holidays.markForm')}>
      <div className="admin-form-fields">
        <SelectField label={t('common.ghadi')} value={ghadi.id} onChange={onChooseGhadi}>
          {ghadis.map((option) => (
            <option key={option.id} value={option.id}>
              {ghadiLabel(option)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('holidays.date')} type="date" value={date} onChange={setPickedDate} error={ruleText(error)} />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('holidays.marking') : t('holidays.mark')}
        </button>
      </div>
    </form>
  );
}
