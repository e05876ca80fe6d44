// How figures read in the scripts' tables: the same number looks the same in the bench and the soak.

export const integer = (value) => Math.round(value).toLocaleString('en-US');
export const percent = (ratio) => `${Math.round(ratio * 100)}%`;
export const kb = (bytes) => (bytes ? `${(bytes / 1024).toFixed(1)} KB` : '-');

/** Milliseconds: whole ones as they are, others to a tenth; '-' when nothing was measured. */
export const ms = (value) =>
  value === null || value === undefined ? '-' : Number.isInteger(value) ? String(value) : value.toFixed(1);

/** The statuses answered: one code alone, else each with its share ("200 99%, 500 1%"). */
export function statusMix(statuses) {
  const entries = Object.entries(statuses);
  if (entries.length === 1) return entries[0][0];
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  return entries.map(([status, count]) => `${status} ${percent(count / total)}`).join(', ');
}
