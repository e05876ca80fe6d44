import '../api/zod-jitless';
import type { DownloadFormat } from '../api/public-api-paths';
import { formRule } from '../api/form-rules';
import { gameParamsSchema } from './result-requests';
import { z } from '../api/zod';

const inYears = (year: number): boolean => year >= 2000 && year <= 2100;

/** `2026-11.csv` -> the month and the format; anything else is refused with one message. */
const monthFileSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])\.(csv|json)$/, { error: formRule('monthFileName'), abort: true })
  .transform((file) => ({
    year: Number(file.slice(0, 4)),
    month: Number(file.slice(5, 7)),
    format: file.slice(8) as DownloadFormat,
  }))
  .refine(({ year }) => inYears(year), formRule('monthFileName'));

/** `2026.csv` -> the year and the format. */
const yearFileSchema = z
  .string()
  .regex(/^\d{4}\.(csv|json)$/, { error: formRule('yearFileName'), abort: true })
  .transform((file) => ({ year: Number(file.slice(0, 4)), format: file.slice(5) as DownloadFormat }))
  .refine(({ year }) => inYears(year), formRule('yearFileName'));

/** Every game's results of a month as a file (GET apiPaths.monthDownload). */
export const monthDownloadParamsSchema = z.strictObject({ file: monthFileSchema });

/** One game's results of a year as a file (GET apiPaths.gameYearDownload). */
export const gameYearDownloadParamsSchema = gameParamsSchema.extend({ file: yearFileSchema });

/** A download's body, for the API documentation: the server builds it from stored results. */
export const downloadFileSchema = z
  .string()
  .describe('CSV (UTF-8 with a byte order mark, CRLF line ends, header date,gid,game,game_hindi,result) or JSON');
