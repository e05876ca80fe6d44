/**
 * Plain-text table: `columns` are { title, align: 'left' | 'right' }, `rows` arrays of strings. Aligned
 * with spaces only, so it reads the same in a terminal, a CI log or a pasted report.
 */
export function formatTable(columns, rows) {
  const widths = columns.map((column, index) => Math.max(column.title.length, ...rows.map((row) => row[index].length)));
  const pad = (cell, index) =>
    columns[index].align === 'right' ? cell.padStart(widths[index]) : cell.padEnd(widths[index]);
  const line = (cells) => cells.map(pad).join('  ').trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(columns.map((column) => column.title)), rule, ...rows.map(line)].join('\n');
}
