import './holidays-panel.css';
import { useId, useState } from 'react';
import { drawDateIn, monthIn, type Ghadi } from '@ghadi/contracts';
import { Alert, confirmAction, useSiteTimeZone } from '@ghadi/ui';
import { FailureAlert } from '@/components/failure-alert';
import { useMarkHoliday } from '@/features/ghadi/api/mark-holiday';
import { useRemoveHoliday } from '@/features/ghadi/api/remove-holiday';
import { ghadiLabel } from '@/features/ghadi/utils/ghadi-label';
import { monthOfDate, type YearMonth } from '@/features/ghadi/utils/holiday-month';
import { HolidayList } from './holiday-list';
import { HolidayMarkForm } from './holiday-mark-form';
import { useTexts } from '@/lib/texts';

/** The server's word on the last change, and what it was about. */
interface Notice {
  message: string;
  detail: string;
}

/** Days a game does not run: mark one off (after confirming), see a month's, remove one (after confirming). */
export function HolidaysPanel({ ghadis }: { ghadis: Ghadi[] }) {
  const { t } = useTexts();
  const titleId = useId();
  const zone = useSiteTimeZone();
  const mark = useMarkHoliday();
  const remove = useRemoveHoliday();
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Untouched, the month follows the site's current month, which may arrive after the panel shows.
  const [pickedMonth, setPickedMonth] = useState<YearMonth | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const current = monthIn(zone);
  const month = pickedMonth ?? current;
  // A deleted game falls back to the first one.
  const ghadi = ghadis.find((option) => option.id === chosenId) ?? ghadis[0];
  if (!ghadi) return null;

  // Only the outcome of the latest action is shown.
  const start = () => {
    setNotice(null);
    mark.reset();
    remove.reset();
  };

  const confirmMark = (date: string) => {
    if (!confirmAction(t('holidays.confirmMark', { name: ghadi.NameEn, date }))) return;
    start();
    mark.mutate(
      { ghadiId: ghadi.id, date },
      {
        onSuccess: (message) => {
          setNotice({ message, detail: t('holidays.marked', { name: ghadiLabel(ghadi), date }) });
          setPickedMonth(monthOfDate(date));
        },
      },
    );
  };

  const confirmRemove = (date: string) => {
    if (!confirmAction(t('holidays.confirmRemove', { name: ghadi.NameEn, date }))) return;
    start();
    remove.mutate(
      { ghadiId: ghadi.id, date },
      { onSuccess: (message) => setNotice({ message, detail: t('holidays.removed', { name: ghadiLabel(ghadi), date }) }) },
    );
  };
  const removing = remove.isPending && remove.variables.ghadiId === ghadi.id ? remove.variables.date : undefined;

  return (
    <section className="card holidays-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('holidays.heading')}</h3>
      {notice && (
        <Alert tone="success">
          <span>{notice.message}</span>
          <span className="alert-detail">{notice.detail}</span>
        </Alert>
      )}
      {mark.isError && <FailureAlert message={t('holidays.markFailed')} error={mark.error} />}
      {remove.isError && <FailureAlert message={t('holidays.removeFailed')} error={remove.error} />}
      <HolidayMarkForm
        ghadis={ghadis}
        ghadi={ghadi}
        onChooseGhadi={setChosenId}
        today={drawDateIn(zone)}
        busy={mark.isPending}
        onMark={confirmMark}
      />
      <HolidayList
        ghadi={ghadi}
        month={month}
        currentYear={current.year}
        onMonthChange={setPickedMonth}
        onRemove={confirmRemove}
        removing={removing}
      />
    </section>
  );
}
