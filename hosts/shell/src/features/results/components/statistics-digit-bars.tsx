import { useTexts } from '@/lib/texts';

const WIDTH = 340;
const HEIGHT = 180;
const BASE = 160;
const GROUP = WIDTH / 10;
const BAR = 14;

export interface DigitCounts {
  /** How often each digit (index 0-9) came first. */
  first: readonly number[];
  /** How often each digit came second. */
  second: readonly number[];
}

/** Each digit's two bars side by side: how often it came first (dark) and second (light). */
export function DigitBars({ first, second }: DigitCounts) {
  const max = Math.max(1, ...first, ...second);
  const height = (count: number) => (count / max) * (BASE - 8);
  return (
    <svg className="stats-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      <line className="stats-baseline" x1={0} x2={WIDTH} y1={BASE} y2={BASE} />
      {first.map((count, digit) => {
        const x = digit * GROUP + (GROUP - 2 * BAR - 2) / 2;
        const later = second[digit] ?? 0;
        return (
          <g key={digit}>
            <rect className="stats-first" x={x} y={BASE - height(count)} width={BAR} height={height(count)} />
            <rect className="stats-second" x={x + BAR + 2} y={BASE - height(later)} width={BAR} height={height(later)} />
            <text className="stats-axis" x={digit * GROUP + GROUP / 2} y={BASE + 15} textAnchor="middle">{digit}</text>
          </g>
        );
      })}
    </svg>
  );
}

/** The key to the bars' two shades. */
export function DigitLegend() {
  const { t } = useTexts();
  return (
    <ul className="stats-legend">
      <li><span className="stats-swatch stats-first" />{t('stats.firstDigit')}</li>
      <li><span className="stats-swatch stats-second" />{t('stats.secondDigit')}</li>
    </ul>
  );
}

/** The bars' counts as a table: a row per digit. */
export function DigitTable({ first, second, caption }: DigitCounts & { caption: string }) {
  const { t } = useTexts();
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('stats.digit')}</th>
          <th scope="col">{t('stats.firstDigit')}</th>
          <th scope="col">{t('stats.secondDigit')}</th>
        </tr>
      </thead>
      <tbody>
        {first.map((count, digit) => (
          <tr key={digit}>
            <th scope="row">{digit}</th>
            <td>{count}</td>
            <td>{second[digit]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
