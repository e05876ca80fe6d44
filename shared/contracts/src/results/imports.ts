import '../api/zod-jitless';
import { z } from '../api/zod-mini';

/** Each list of an import's answer holds at most this many rows; the counts are always complete. */
export const IMPORT_LIST_LIMIT = 200;

const rowNumber = z.int().check(z.minimum(1));
const count = z.int().check(z.minimum(0));

/** A row of the file that would add or keep a result: its 1-based data row (the header is not counted). */
export const importRowSchema = z.object({ row: rowNumber, GID: z.int(), game: z.string(), date: z.string(), result: z.string() });
export type ImportRow = z.infer<typeof importRowSchema>;

/** A row that would replace a published result: `from` the published value, `to` the file's. */
export const importChangeSchema = z.object({
  row: rowNumber,
  GID: z.int(),
  game: z.string(),
  date: z.string(),
  from: z.string(),
  to: z.string(),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

/** A row refused: its 1-based data row, the file line it starts on (line 1 is the header), and why. */
export const importRefusalSchema = z.object({ row: rowNumber, line: rowNumber, reason: z.string() });
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

const importCountsSchema = z.object({ rows: count, added: count, changed: count, unchanged: count, refused: count });
export type ImportCounts = z.infer<typeof importCountsSchema>;

/**
 * POST apiPaths.importPreview: what importing the file would do, nothing written. Each list holds the first
 * `listLimit` rows of its kind; `counts` counts them all.
 */
export const importPreviewResponseSchema = z.object({
  success: z.literal(true),
  listLimit: z.int(),
  counts: importCountsSchema,
  added: z.array(importRowSchema),
  changed: z.array(importChangeSchema),
  unchanged: z.array(importRowSchema),
  refused: z.array(importRefusalSchema),
});
export type ImportPreviewResponse = z.infer<typeof importPreviewResponseSchema>;

/** POST apiPaths.importResults when every row was written. */
export const importResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  added: count,
  changed: count,
  unchanged: count,
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** POST apiPaths.importResults (409) when any row is refused: nothing was written. */
export const importRefusedResponseSchema = z.object({
  success: z.literal(false),
  code: z.literal('importRowsRefused'),
  message: z.string(),
  listLimit: z.int(),
  refusedCount: count,
  refused: z.array(importRefusalSchema),
});
export type ImportRefusedResponse = z.infer<typeof importRefusedResponseSchema>;
