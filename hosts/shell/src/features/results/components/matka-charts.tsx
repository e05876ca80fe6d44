import { isRedJodi, languageLocales, marketDayCount, matkaChartWeeks, type MatkaChart, type MatkaChartDay, type MatkaChartWeek } from '@ghadi/contracts';
import { useTexts } from '@/lib/texts';

export type MatkaChartKind = 'jodi' | 'panel';

// The charts' dates are calendar days: named in UTC, so the server and the browser write the same text.
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
/** A day of a week's row as peers write it, day then month: 16/11. */
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** A jodi, marked red (a class, and a word for those who do not see the colour) when it is one. */
function Jodi({ jodi }: { jodi: string }) {
  const { t } = useTexts();
  if (!isRedJodi(jodi)) return <span className="jodi">{jodi}</span>;
  return (
    <strong className="jodi red-jodi">
      {jodi}
      <span className="visually-hidden">{` ${t('matka.red')}`}</span>
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

function WeekRow({ week, chart }: { week: MatkaChartWeek; chart: MatkaChartKind }) {
  const last = week.days[week.days.length - 1]!;
  return (
    <tr>
      <th scope="row" className="sticky-column">
        {dayMonth(week.from)} – {dayMonth(last.date)}
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
  const weekday = new Intl.DateTimeFormat(languageLocales[language], { weekday: 'short', timeZone: 'UTC' });
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
              <WeekRow key={week.from} week={week} chart={chart} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="chart-legend">{t('matka.legend')}</p>
    </>
  );
}
