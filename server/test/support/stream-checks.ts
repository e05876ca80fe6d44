import type { ResultStream } from './result-stream';
import type { HistoryEntry } from './database-state';

/**
 * Dates where `stored` breaks the stream's answers: each must hold its last acknowledged value, or the
 * value sent after it if that one was never confirmed. Empty when no acknowledged write went missing.
 */
export function writesNotKept(stream: Pick<ResultStream, 'acknowledged' | 'unconfirmed'>, stored: Map<string, string>): string[] {
  const dates = new Set([...stream.acknowledged.keys(), ...stream.unconfirmed.keys(), ...stored.keys()]);
  const shown = (value: string | undefined) => value ?? 'nothing';
  return [...dates].flatMap((date) => {
    const acknowledged = stream.acknowledged.get(date);
    const unconfirmed = stream.unconfirmed.get(date);
    const allowed = [acknowledged === undefined ? undefined : String(acknowledged)];
    if (unconfirmed !== undefined) allowed.push(String(unconfirmed));
    const held = stored.get(date);
    return allowed.includes(held) ? [] : [`${date}: holds ${shown(held)}, expected ${allowed.map(shown).join(' or ')}`];
  });
}

/** Dates where `stored` is older than what had been acknowledged at `snapshot` (a backup's start). */
export function writesMissingSince(snapshot: Map<string, number>, stored: Map<string, string>): string[] {
  return [...snapshot].flatMap(([date, value]) =>
    Number(stored.get(date) ?? 0) >= value ? [] : [`${date}: holds ${stored.get(date) ?? 'nothing'}, acknowledged ${value}`],
  );
}

/**
 * Checks the results against the append-only history the same transaction writes: one result per date
 * the history names, and a date holding value n has exactly the submissions 1..n, in order.
 */
export function historyMismatches(stored: Map<string, string>, history: HistoryEntry[]): string[] {
  const problems: string[] = [];
  const historyDates = new Set(history.map((entry) => entry.drawDate));
  if (historyDates.size !== stored.size) problems.push(`${stored.size} results for ${historyDates.size} dates in the history`);
  for (const [date, value] of stored) {
    const entries = history.filter((entry) => entry.drawDate === date);
    const expected = Array.from({ length: Number(value) }, (_, index) => String(index + 1));
    const chained = entries.every((entry, index) => entry.oldResult === (index === 0 ? null : entries[index - 1]!.newResult));
    if (entries.map((entry) => entry.newResult).join() !== expected.join() || !chained) {
      problems.push(`${date}: result ${value}, history ${entries.map((entry) => `${entry.oldResult}->${entry.newResult}`).join(' ')}`);
    }
  }
  return problems;
}
