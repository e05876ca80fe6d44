// Free of zod and of the line's checks (./matka-line): the home page's first download takes this.

// The whole line's shape, each digit a star: what a market shows before its open.
const UNDECLARED = '***-**-***';
// A published line so far: the open (`123-6`) or the whole line (`123-68-459`).
const LINE_SO_FAR = /^\d{3}-\d(\d-\d{3})?$/;

/**
 * A matka market's line with its undeclared part as stars: `***-**-***` before the open (null), `123-6*-***`
 * after it, the whole line after the close. Any other text (a jodi game's number) is shown as it is.
 */
export const starredMatkaLine = (text: string | null): string =>
  text === null || LINE_SO_FAR.test(text) ? (text ?? '') + UNDECLARED.slice(text?.length ?? 0) : text;
