import { formRule } from '../api/form-rules';

/**
 * A matka result line, the text peers print: `123-6` once the open is declared, `123-68-459` once the close
 * is. A panna is three digits in ascending order with 0 ranked after 9 (220 values); its single (ank) is its
 * digit sum mod 10; the jodi is the open's single then the close's, so a full line carries its own checksum.
 */
export interface MatkaLine {
  openPanna: string;
  openSingle: string;
  closeSingle?: string;
  closePanna?: string;
  jodi?: string;
}

/** A line read: its parts, or the rule it breaks (a formRule message, worded by formRuleIn). */
export type MatkaLineReading = { line: MatkaLine } | { refusal: string };

// 0 is the highest digit of a panna's order: 120 and 550 are pannas, 012 is not.
const rankOf = (digit: string): number => (digit === '0' ? 10 : Number(digit));

/** Whether `text` is one of the 220 pannas. */
export function isPanna(text: string): boolean {
  if (!/^\d{3}$/.test(text)) return false;
  const [a, b, c] = [...text].map(rankOf) as [number, number, number];
  return a <= b && b <= c;
}

/** A panna's single (ank): the last digit of its digit sum. */
export const pannaSingle = (panna: string): string => String([...panna].reduce((sum, digit) => sum + Number(digit), 0) % 10);

const OPEN_LINE = /^(\d{3})-(\d)$/;
const CLOSE_LINE = /^(\d{3})-(\d{2})-(\d{3})$/;

const refused = (refusal: string): MatkaLineReading => ({ refusal });

function readOpen(openPanna: string, openSingle: string): MatkaLineReading {
  if (!isPanna(openPanna)) return refused(formRule('notAPanna', 'openPanna'));
  const single = pannaSingle(openPanna);
  if (openSingle !== single) return refused(formRule('singleMismatch', 'openSingle', Number(single)));
  return { line: { openPanna, openSingle } };
}

function readClose(openPanna: string, jodi: string, closePanna: string): MatkaLineReading {
  if (!isPanna(openPanna)) return refused(formRule('notAPanna', 'openPanna'));
  if (!isPanna(closePanna)) return refused(formRule('notAPanna', 'closePanna'));
  const openSingle = pannaSingle(openPanna);
  const closeSingle = pannaSingle(closePanna);
  if (jodi !== openSingle + closeSingle) return refused(formRule('jodiMismatch', 'jodi'));
  return { line: { openPanna, openSingle, jodi, closeSingle, closePanna } };
}

/** Reads a result line (`123-6` or `123-68-459`), or names the first rule it breaks. */
export function readMatkaLine(text: string): MatkaLineReading {
  const open = OPEN_LINE.exec(text);
  if (open) return readOpen(open[1]!, open[2]!);
  const close = CLOSE_LINE.exec(text);
  if (close) return readClose(close[1]!, close[2]!, close[3]!);
  return refused(formRule('matkaLine', 'result'));
}

/** The rule `text` breaks as a result line (a formRule message), or undefined for a good line. */
export function matkaLineRefusal(text: string): string | undefined {
  const reading = readMatkaLine(text);
  return 'refusal' in reading ? reading.refusal : undefined;
}

/** The parts of a good line; undefined for any other text. */
export function parseMatkaLine(text: string): MatkaLine | undefined {
  const reading = readMatkaLine(text);
  return 'line' in reading ? reading.line : undefined;
}

/**
 * The line for an open panna, and a close panna once declared: what the agent's screen shows before it sends.
 * Undefined when either is not a panna.
 */
export function matkaLineOf(openPanna: string, closePanna?: string): string | undefined {
  if (!isPanna(openPanna)) return undefined;
  const openSingle = pannaSingle(openPanna);
  if (closePanna === undefined) return `${openPanna}-${openSingle}`;
  if (!isPanna(closePanna)) return undefined;
  return `${openPanna}-${openSingle}${pannaSingle(closePanna)}-${closePanna}`;
}

/**
 * The line that a panna entered alone makes, after `published` (the day's published line, null for none): the
 * open line when nothing is published (or what is there is no line), else the close line continuing the
 * published open; with a close published, the panna corrects the close. Undefined when `panna` is not one.
 */
export function nextMatkaLine(published: string | null, panna: string): string | undefined {
  const open = published === null ? undefined : parseMatkaLine(published)?.openPanna;
  return open === undefined ? matkaLineOf(panna) : matkaLineOf(open, panna);
}
