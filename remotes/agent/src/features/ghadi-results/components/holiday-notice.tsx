import type { Ghadi } from '@ghadi/contracts';
import { formatDrawDate } from '../utils/draw-date';
import { useTexts } from '@/lib/texts';

/** Says why Update is off: the admin marked the game as not running on the chosen date. */
export function HolidayNotice({ id, ghadi, dateTime }: { id: string; ghadi: Ghadi; dateTime: string }) {
  const { t } = useTexts();
  return (
    <p id={id} className="holiday-notice" role="status">
      {t('form.holiday', { name: ghadi.NameEn, date: formatDrawDate(dateTime) })}
    </p>
  );
}
