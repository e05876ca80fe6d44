import { addDays, formRule, parseMatkaLine, parseResultTime, readMatkaLine, type MatkaLine } from '@ghadi/contracts';
import type { GhadiRow } from '../../db/tables/ghadis';
import { ruleRefusal } from '../../http/api-error';
import { wallClockInstant } from '../draw-day';

type MarketTimes = Pick<GhadiRow, 'r_time' | 'close_time'>;

/**
 * When a market closes on the day it opened, `drawDate`, in the site's zone: a close time before the open time
 * falls after midnight, on the next calendar day (the result still belongs to `drawDate`). Null when the close
 * time cannot be read (the game input refuses such a market).
 */
export function marketCloseAt({ r_time, close_time }: MarketTimes, drawDate: string, timeZone: string): Date | null {
  const close = parseResultTime(close_time);
  if (close === null) return null;
  const open = parseResultTime(r_time);
  const day = open !== null && close < open ? addDays(drawDate, 1) : drawDate;
  return wallClockInstant(day, close, timeZone);
}

/** A matka market's `result`, read by the contracts' line rule; refused (400, naming the rule) when it breaks it. */
export function readMarketLine(result: string): MatkaLine {
  const reading = readMatkaLine(result);
  if ('refusal' in reading) throw ruleRefusal('result', reading.refusal);
  return reading.line;
}

/**
 * What only the server can check of a market's line, against the day's published value (read under the game's
 * lock) and the clock: a close line needs an open published, continues that open, and comes at the market's
 * close time or later. A close line replacing a close line is a correction, and may change the open too.
 */
export function checkMarketClose(
  ghadi: MarketTimes,
  line: MatkaLine,
  published: string | null,
  { drawDate, timeZone, now }: { drawDate: string; timeZone: string; now: Date },
): void {
  if (line.closePanna === undefined) return;
  const publishedLine = published === null ? undefined : parseMatkaLine(published);
  if (!publishedLine) throw ruleRefusal('result', formRule('closeBeforeOpen'));
  if (publishedLine.closePanna === undefined && publishedLine.openPanna !== line.openPanna) {
    throw ruleRefusal('result', formRule('openDiffers', 'result'));
  }
  const closeAt = marketCloseAt(ghadi, drawDate, timeZone);
  if (closeAt !== null && now < closeAt) throw ruleRefusal('result', formRule('closeBeforeTime'));
}
