import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import {} from '@ghadi/contracts';
import { FORMULA_START } from '../downloads';
import { yieldToEventLoop } from '../../lib/event-loop';
import { apiError } from '../../http/api-error';

/** One data row of an import file, its fields as written (a game named by `game`, `gid` or both). */
export interface ImportLine {
  /** 1-based among the data rows: the header is not counted, nor are empty lines. */
  row: number;
  /** The file line the row ends on; line 1 is the header. */
  line: number;
  game: string;
  gid: string;
  date: string;
  result: string;
}

type Column = 'game' | 'gid' | 'date' | 'result';
const COLUMNS: readonly string[] = ['game', 'gid', 'date', 'result'] satisfies Column[];

/** A field as the spreadsheet showed it: the `'` a download put before a formula-like value is taken off. */
const unneutralized = (value: string | undefined): string =>
  value !== undefined && value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : (value ?? '');

/**
 * The columns read, by header name (case and surrounding spaces do not matter); others are skipped
 * (`false`), so rows keep only what is read.
 */
function headerColumns(header: readonly string[]): (Column | false)[] {
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = [
    ...(names.includes('game') || names.includes('gid') ? [] : ['game (or gid)']),
    ...(names.includes('date') ? [] : ['date']),
    ...(names.includes('result') ? [] : ['result']),
  ];
  if (missing.length > 0) throw apiError(400, 'importMissingColumns', missing);
  return names.map((name) => (COLUMNS.includes(name) ? (name as Column) : false));
}

// The file is fed to the parser in pieces, so a large one does not hold the event loop for the whole parse.
const PIECE_CHARS = 64 * 1024;

/**
 * `text` in pieces of about PIECE_CHARS, never splitting a surrogate pair, each after a turn of the event
 * loop (stream callbacks alone run before timers and I/O, so they would not let other requests in).
 */
async function* piecesOf(text: string): AsyncGenerator<string> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + PIECE_CHARS, text.length);
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end += 1;
    await yieldToEventLoop();
    yield text.slice(start, end);
    start = end;
  }
}

/**
 * The data rows of an import file in the format the downloads write: an optional UTF-8 byte order mark,
 * CRLF or LF line ends, a header line, RFC 4180 quoting. A file without data rows, without the needed
 * columns, or that is not CSV is refused with a 400.
 */
export async function readImportCsv(text: string): Promise<ImportLine[]> {
  const parser = parse<ImportLine, Partial<Record<Column, string>>>({
    bom: true,
    skip_empty_lines: true,
    // A short or long row is a row to refuse with its number (its missing fields read as empty), not a bad file.
    relax_column_count: true,
    columns: headerColumns,
    on_record: (fields, context) => ({
      row: context.records,
      line: context.lines,
      game: unneutralized(fields.game),
      gid: unneutralized(fields.gid),
      date: unneutralized(fields.date),
      result: unneutralized(fields.result),
    }),
  });
  const source = Readable.from(piecesOf(text));
  const lines: ImportLine[] = [];
  try {
    for await (const line of source.pipe(parser)) lines.push(line as ImportLine);
  } catch (error) {
    if (error instanceof CsvError) throw apiError(400, 'importNotCsv', error.message);
    throw error;
  } finally {
    source.destroy();
  }
  if (lines.length === 0) throw apiError(400, 'importEmpty');
  return lines;
}
