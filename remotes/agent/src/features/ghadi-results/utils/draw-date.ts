const DRAW_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A draw date as people here write it: `2026-11-22` reads `22-11-2026`. */
export function formatDrawDate(drawDate: string): string {
  const match = DRAW_DATE.exec(drawDate);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : drawDate;
}

const DAY_MONTH_YEAR = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const MONTH_YEAR = /^(\d{1,2})[-/.](\d{4})$/;
const pad = (value: string) => value.padStart(2, '0');

/**
 * The history shows dates as `22-11-2026` but the server stores and searches `2026-11-22`: a date typed
 * the way it is shown (or a month, `11-2026`) is searched the way it is stored. Other text, such as a
 * result `123-45-678`, is searched as typed.
 */
export function historySearchTerm(text: string): string {
  const trimmed = text.trim();
  const day = DAY_MONTH_YEAR.exec(trimmed);
  if (day) return `${day[3]}-${pad(day[2]!)}-${pad(day[1]!)}`;
  const month = MONTH_YEAR.exec(trimmed);
  if (month) return `${month[2]}-${pad(month[1]!)}`;
  return trimmed;
}
