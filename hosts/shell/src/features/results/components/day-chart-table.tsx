import type { ReactNode } from 'react';
import { CHART_DAYS, twoDigits } from '@/lib/site-time';

export interface DayChartColumn {
  key: string;
  header: ReactNode;
}

export interface DayChartTableProps {
  /** The heading of the first column (the days). */
  dayHeading: string;
  columns: DayChartColumn[];
  /** The cell of a day (1-31) in a column; undefined shows ---. */
  cell: (day: number, column: DayChartColumn) => ReactNode;
  caption: ReactNode;
  captionId?: string;
  /** Names the scrolling region when the caption is hidden. */
  label?: string;
}

/** Spec: the chart's rows are days 01 to 31, --- when empty; the day column stays visible on phones. */
export function DayChartTable({ dayHeading, columns, cell, caption, captionId, label }: DayChartTableProps) {
  return (
    <div className="table-scroll record-chart-scroll" tabIndex={0} aria-labelledby={label ? undefined : captionId} aria-label={label}>
      <table className="data-table record-chart">
        <caption id={captionId} className={label ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="sticky-column">
              {dayHeading}
            </th>
            {columns.map((column) => (
              <th scope="col" key={column.key}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CHART_DAYS.map((day) => (
            <tr key={day}>
              <th scope="row" className="sticky-column">
                {twoDigits(day)}
              </th>
              {columns.map((column) => (
                <td key={column.key}>{cell(day, column) ?? '---'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
