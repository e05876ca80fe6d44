import { shadeOf } from './statistics-figure';

const DIGITS = Array.from({ length: 10 }, (_, digit) => digit);
const LABEL = 20;
const CELL = 32;
const SIZE = LABEL + 10 * CELL;

export interface NumberGridProps {
  /** A value for each number 00-99 (index); null when it has none. */
  values: ReadonlyArray<number | null>;
  /** How a value is written in its square. */
  valueText?: (value: number | null) => string;
}

const plain = (value: number | null): string => (value === null ? '–' : String(value));

/** Numbers 00-99 as a 10 x 10 picture: rows the first digit, columns the second, each square shaded by its value. */
export function NumberGrid({ values, valueText = plain }: NumberGridProps) {
  const max = Math.max(0, ...values.map((value) => value ?? 0));
  return (
    <svg className="stats-chart" viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
      {DIGITS.map((digit) => (
        <g key={digit} className="stats-axis">
          <text x={LABEL + digit * CELL + CELL / 2} y={14} textAnchor="middle">{digit}</text>
          <text x={LABEL / 2} y={LABEL + digit * CELL + CELL / 2 + 4} textAnchor="middle">{digit}</text>
        </g>
      ))}
      {values.map((value, number) => {
        const x = LABEL + (number % 10) * CELL;
        const y = LABEL + Math.floor(number / 10) * CELL;
        return (
          <g key={number} className={shadeOf(value ?? 0, max).className}>
            <rect x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} rx={3} />
            <text x={x + CELL / 2} y={y + CELL / 2 + 4} textAnchor="middle">{valueText(value)}</text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The same numbers as a table, laid out as the picture (rows the first digit, columns the second) with both
 * digits as headers, so a screen reader names each cell's number.
 */
export function NumberTable({ values, caption, corner, valueText = plain }: NumberGridProps & { caption: string; corner: string }) {
  return (
    <table className="stats-number-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{corner}</th>
          {DIGITS.map((second) => (
            <th key={second} scope="col">{second}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {DIGITS.map((first) => (
          <tr key={first}>
            <th scope="row">{first}</th>
            {DIGITS.map((second) => (
              <td key={second}>{valueText(values[first * 10 + second] ?? null)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
