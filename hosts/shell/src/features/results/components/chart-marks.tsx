import { useTexts } from '@/lib/texts';

/** A holiday's cell: a letter, named for screen readers, in place of the empty day's ---. */
export function HolidayMark() {
  const { t } = useTexts();
  return (
    <span className="holiday-mark">
      <span aria-hidden="true">{t('chart.holidayMark')}</span>
      <span className="visually-hidden">{t('holiday')}</span>
    </span>
  );
}

/** A corrected day's result: its value with a star, named for screen readers. */
export function CorrectedValue({ value }: { value: string }) {
  const { t } = useTexts();
  return (
    <>
      {value}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden"> {t('chart.corrected')}</span>
    </>
  );
}

/** What the marks in the chart above mean; nothing when it has none. */
export function ChartLegend({ holiday = false, corrected = false }: { holiday?: boolean; corrected?: boolean }) {
  const { t } = useTexts();
  if (!holiday && !corrected) return null;
  return (
    <ul className="chart-legend">
      {holiday && <li>{t('chart.legendHoliday')}</li>}
      {corrected && <li>{t('chart.legendCorrected')}</li>}
    </ul>
  );
}
