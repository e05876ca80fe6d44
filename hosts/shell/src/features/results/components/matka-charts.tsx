import { isRedJodi, marketDayCount, matkaChartWeeks, type MatkaChart, type MatkaChartDay, type MatkaChartWeek } from '@ghadi/contracts';
import { useTexts } from '@/lib/texts';

export type MatkaChartKind = 'jodi' | 'panel';

// Dates of the charts are calendar days: formatted in UTC, so the server and the browser write the same text.
const dayFormat = (language: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** A jodi, marked red (a class, and a word for those who do not see the colour) when it is one. */
function Jodi({ jodi }: { jodi: string }) {
  const { t } = useTexts();
  if (!isRedJodi(jodi)) return <span className="jodi">{jodi}</span>;
  return (
    <strong className="jodi red-jodi">
      {jodi}
      <span className="visually-hidden"> {t('matka.red')}</span>
    </strong>
  );
}

/** A day's cell: the jodi, or the open panna, jodi and close panna (pannas one digit per line); stars while undeclared. */
function DayCell({ day, chart }: { day: MatkaChartDay; chart: MatkaChartKind }) {
  const { line } = day;
  if (!line) return <td className={day.upcoming ? 'upcoming' : undefined}>{day.upcoming ? '' : '**'}</td>;
  const jodi = line.jodi ? <Jodi jodi={line.jodi} /> : <span className="jodi">{`${line.openSingle}*`}</span>;
  if (chart === 'jodi') return <td>{jodi}</td>;
  return (
    <td className="panel-day">
      <span className="panna">{line.openPanna}</span>
      {jodi}
      <span className="panna">{line.closePanna ?? '***'}</span>
    </td>
  );
}

function WeekRow({ week, chart, range }: { week: MatkaChartWeek; chart: MatkaChartKind; range: Intl.DateTimeFormat }) {
  const last = week.days[week.days.length - 1]!;
  return (
    <tr>
      <th scope="row" className="sticky-column">
        {range.format(utcDay(week.from))} – {range.format(utcDay(last.date))}
      </th>
      {week.days.map((day) => (
        <DayCell key={day.date} day={day} chart={chart} />
      ))}
    </tr>
  );
}

/** A market's jodi or panel chart: one row per week, one column per market day; a wide table scrolls in its own box. */
export function MatkaChartTable({ data, chart, caption }: { data: MatkaChart; chart: MatkaChartKind; caption: string }) {
  const { t, language } = useTexts();
  const weeks = matkaChartWeeks(data);
  const weekday = dayFormat(language, { weekday: 'short' });
  const range = dayFormat(language, { day: '2-digit', month: '2-digit' });
  // The weekdays of the first week name the columns.
  const columns = weeks[0]?.days.slice(0, marketDayCount(data.marketDays)) ?? [];
  return (
    <>
      <div className="table-scroll record-chart-scroll" tabIndex={0} aria-labelledby="matka-chart-caption">
        <table className={`data-table record-chart matka-chart matka-${chart}-chart`}>
          <caption id="matka-chart-caption">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="sticky-column">
                {t('matka.week')}
              </th>
              {columns.map((day) => (
                <th key={day.date} scope="col">
                  {weekday.format(utcDay(day.date))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <WeekRow key={week.from} week={week} chart={chart} range={range} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="chart-legend">{t('matka.legend')}</p>
    </>
  );
}
