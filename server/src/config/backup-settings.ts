import path from 'node:path';
import { z } from 'zod';

/** Where backups go unless told otherwise, relative to where the site runs. */
export const DEFAULT_BACKUP_DIR = path.join('data', 'backups');

const DURATION_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30m`, `6h`, `1d`: how often something runs (BACKUP_EVERY), in milliseconds. */
export const durationSchema = z
  .string()
  .regex(/^\d{1,6}[smhd]$/, 'must be a number followed by s, m, h or d, such as 6h')
  .transform((value) => Number(value.slice(0, -1)) * DURATION_UNITS_MS[value.slice(-1) as keyof typeof DURATION_UNITS_MS])
  .refine((ms) => ms >= 1000, 'must be at least 1s');
