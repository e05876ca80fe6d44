import type { Ghadi } from '@ghadi/contracts';
import { formatDrawDate } from '../utils/draw-date';

/** Says why Update is off: the admin marked the game as not running on the chosen date. */
export function HolidayNotice({ id, ghadi, dateTime }: { id: string; ghadi: Ghadi; dateTime: string }) {
  return (
    <p id={id} className="holiday-notice" role="status">
      {`Holiday: ${ghadi.NameEn} does not run on ${formatDrawDate(dateTime)}.`}
    </p>
  );
}
