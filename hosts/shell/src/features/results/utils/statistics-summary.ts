/** Two digits, as results are written. */
const numberText = (value: number): string => String(value).padStart(2, '0');

// A summary names this many numbers at most (a short period can tie dozens); the table has them all.
const NAMED = 10;

/** The numbers (two digits each) holding the largest of `values`, and that value. */
export function largest(values: ReadonlyArray<number | null>): { numbers: string; value: number } {
  const value = Math.max(0, ...values.map((each) => each ?? 0));
  const numbers = values.flatMap((each, number) => (each === value ? [numberText(number)] : []));
  return { numbers: numbers.slice(0, NAMED).join(', ') + (numbers.length > NAMED ? ' …' : ''), value };
}

/** The digits (0-9) that came most often, by their counts. */
export const digitsWithMost = (counts: readonly number[]): string => {
  const most = Math.max(...counts);
  return counts.flatMap((count, digit) => (count === most ? [String(digit)] : [])).join(', ');
};

