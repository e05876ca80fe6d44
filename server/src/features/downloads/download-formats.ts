import type { DownloadFormat } from '@ghadi/contracts';
import type { DownloadRow } from './download-queries';
import { JSON_TYPE, type PublicFile } from '../../public-cache/public-cache';

// Formats kept simple and byte-stable for the same data: a later import reads them back unchanged.

const CSV_TYPE = 'text/csv; charset=utf-8';
const CSV_COLUMNS = ['date', 'gid', 'game', 'game_hindi', 'result'];

// OWASP "CSV injection": a spreadsheet runs a cell starting with one of these as a formula, so such a
// field is prefixed with ' and opens as the text it is.
export const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: formulas neutralized, then quoted as RFC 4180 asks when it holds ", a comma, CR or LF. */
function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** UTF-8 with a byte order mark (so spreadsheets keep the Hindi names), CRLF line ends, a header line. */
function toCsv(rows: readonly DownloadRow[]): string {
  const lines = [CSV_COLUMNS, ...rows.map((row) => [row.draw_date, String(row.gid), row.name_en, row.name_hn, row.result])];
  return `\uFEFF${lines.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** `{"period":…,"results":[…]}` without spacing, and a final line end. */
function toJson(period: string, rows: readonly DownloadRow[]): string {
  const results = rows.map((row) => ({ date: row.draw_date, gid: row.gid, game: row.name_en, game_hindi: row.name_hn, result: row.result }));
  return `${JSON.stringify({ period, results })}\n`;
}

/**
 * A game's name as part of a file name: lower case, accents dropped, anything but letters and digits made
 * one hyphen. It goes into a quoted header value, so it must be ASCII without quotes.
 */
export function fileNamePart(name: string): string {
  const part = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  // A Latin name made only of letters without an ASCII base (Ø, Æ) leaves nothing.
  return part === '' ? 'ghadi' : part;
}

/** The results of `period` (`2026-11` or `2026`) as a file saved under `baseName` plus the format. */
export function downloadFile(format: DownloadFormat, period: string, baseName: string, rows: readonly DownloadRow[]): PublicFile {
  const fileName = `${baseName}.${format}`;
  return format === 'csv'
    ? { text: toCsv(rows), contentType: CSV_TYPE, fileName }
    : { text: toJson(period, rows), contentType: JSON_TYPE, fileName };
}
