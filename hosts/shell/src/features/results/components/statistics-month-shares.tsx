import type { StatisticsMonth } from '@ghadi/contracts';
import { useTexts, type Texts } from '@/lib/texts';

const WIDTH = 340;
const LABEL = 76;
const ROW = 24;
const BAR = LABEL + 2;

/** Which share a chart splits each month by: odd against even, or high against low. */
export type ShareKind = 'odd' | 'high';

const otherWord = { odd: 'stats.even', high: 'stats.low' } as const;
const word = { odd: 'stats.odd', high: 'stats.high' } as const;

/** The month's share of `kind` in whole percent, and the rest; null for a month with nothing counted. */
export function shareOf(month: StatisticsMonth, kind: ShareKind): [number, number] | null {
  if (month.counted === 0) return null;
  const part = Math.round((month[kind] / month.counted) * 100);
  return [part, 100 - part];
}

const monthLabel = (month: string, texts: Texts): string => `${texts.month(Number(month.slice(5, 7)), 'short')} ${month.slice(0, 4)}`;

/** A bar per month split in two: the share of `kind` (dark) and the rest (light), each with its percent. */
export function MonthShares({ months, kind }: { months: readonly StatisticsMonth[]; kind: ShareKind }) {
  const texts = useTexts();
  const span = WIDTH - BAR;
  return (
    <svg className="stats-chart" viewBox={`0 0 ${WIDTH} ${months.length * ROW}`} aria-hidden="true" focusable="false">
      {months.map((month, index) => {
        const y = index * ROW;
        const share = shareOf(month, kind);
        const split = share ? (share[0] / 100) * span : 0;
        return (
          <g key={month.month}>
            <text className="stats-axis" x={0} y={y + 16}>{monthLabel(month.month, texts)}</text>
            {share ? (
              <>
                <rect className="stats-first" x={BAR} y={y + 2} width={split} height={ROW - 4} />
                <rect className="stats-second" x={BAR + split} y={y + 2} width={span - split} height={ROW - 4} />
                {share[0] >= 12 && <text className="stats-on-first" x={BAR + 4} y={y + 16}>{share[0]}%</text>}
                {share[1] >= 12 && <text className="stats-on-second" x={WIDTH - 4} y={y + 16} textAnchor="end">{share[1]}%</text>}
              </>
            ) : (
              <text className="stats-axis" x={BAR + 4} y={y + 16}>–</text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** The key to the two shades. */
export function ShareLegend({ kind }: { kind: ShareKind }) {
  const { t } = useTexts();
  return (
    <ul className="stats-legend">
      <li><span className="stats-swatch stats-first" />{t(word[kind])}</li>
      <li><span className="stats-swatch stats-second" />{t(otherWord[kind])}</li>
    </ul>
  );
}

/** The months as a table: results counted, and both shares. */
export function MonthSharesTable({ months, kind, caption }: { months: readonly StatisticsMonth[]; kind: ShareKind; caption: string }) {
  const texts = useTexts();
  const { t } = texts;
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('stats.month')}</th>
          <th scope="col">{t('stats.results')}</th>
          <th scope="col">{t(word[kind])}</th>
          <th scope="col">{t(otherWord[kind])}</th>
        </tr>
      </thead>
      <tbody>
        {months.map((month) => {
          const share = shareOf(month, kind);
          return (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month, texts)}</th>
              <td>{month.counted}</td>
              <td>{share ? `${share[0]}% (${month[kind]})` : '–'}</td>
              <td>{share ? `${share[1]}% (${month.counted - month[kind]})` : '–'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
