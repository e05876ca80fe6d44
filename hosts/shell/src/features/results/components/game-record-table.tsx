import { valueOn, type DayValues, type Holiday, type ResultCorrection } from '@ghadi/contracts';
import { CHART_DAYS, dayOf, twoDigits } from '@/lib/site-time';
import { Link } from 'react-router';
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
  /** The address of a day's own page: a day's result leads there. */
  dayHref?: (day: number) => string;
}

interface DayCellProps {
  value: string | undefined;
  corrected: boolean;
  holiday: boolean;
  href: string | undefined;
}

function DayCell({ value, corrected, holiday, href }: DayCellProps) {
  if (value === undefined) return holiday ? <HolidayMark /> : '---';
  const shown = corrected ? <CorrectedValue value={value} /> : value;
  return href === undefined ? shown : <Link to={href}>{shown}</Link>;
}

/** Spec: Day 01-31 versus Result, --- when empty; holidays and corrected results marked. */
export function GameRecordTable({ days, holidays = [], corrections = [], caption, dayHref }: GameRecordTableProps) {
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
                  <DayCell value={valueOn(days, day)} corrected={correctedDays.has(day)} holiday={offDays.has(day)} href={dayHref?.(day)} />
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
