import { useId } from 'react';
import type { Ghadi } from '@ghadi/contracts';
import { useTexts } from '@/lib/texts';

const gameLabel = (ghadi: Ghadi) => (ghadi.NameHn ? `${ghadi.NameEn} (${ghadi.NameHn})` : ghadi.NameEn);

/** The assigned game the form publishes for and the history shows. */
export function GhadiSelect({ ghadis, value, onChange }: { ghadis: Ghadi[]; value: string; onChange: (id: string) => void }) {
  const { t } = useTexts();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('form.ghadi')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {ghadis.map((ghadi) => (
          <option key={ghadi._id} value={ghadi._id}>
            {gameLabel(ghadi)}
          </option>
        ))}
      </select>
    </div>
  );
}
