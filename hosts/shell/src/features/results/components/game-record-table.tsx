import { valueOn, type DayValues, type Holiday, type ResultCorrection } from '@ghadi/contracts';
import { CHART_DAYS, dayOf, twoDigits } from '@/lib/site-time';
import { useTexts } from '@/lib/texts';
import { ChartLegend, CorrectedValue, HolidayMark } from './chart-marks';

export interface GameRecordTableProps {
  /** The game's results of the month. */
  days: DayValues;
  /** The game's holidays of the month. */
  holidays?: Holiday[];
  /** The month's corrections: their days' results carry a star. */
  corrections?: ResultCorrection[];
  caption: string;
}

function DayCell({ value, corrected, holiday }: { value: string | undefined; corrected: boolean; holiday: boolean }) {
  if (value !== undefined) return corrected ? <CorrectedValue value={value} /> : value;
  return holiday ? <HolidayMark /> : '---';
}

/** Spec: Day 01-31 versus Result, --- when empty; holidays and corrected results marked. */
export function GameRecordTable({ days, holidays = [], corrections = [], caption }: GameRecordTableProps) {
  const { t } = useTexts();
  const offDays = new Set(holidays.map((holiday) => dayOf(holiday.DateTime)));
  const correctedDays = new Set(corrections.map((correction) => dayOf(correction.DateTime)));
  return (
    <>
      <div className="table-scroll">
        <table className="data-table game-record-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.day')}</th>
              <th scope="col">{t('chart.result')}</th>
            </tr>
          </thead>
          <tbody>
            {CHART_DAYS.map((day) => (
              <tr key={day}>
                <th scope="row">{twoDigits(day)}</th>
                <td>
                  <DayCell value={valueOn(days, day)} corrected={correctedDays.has(day)} holiday={offDays.has(day)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ChartLegend holiday={offDays.size > 0} corrected={correctedDays.size > 0} />
    </>
  );
}
