import '../api/zod-jitless';
import { apiPaths } from '../api/api-paths';
import {
  hasStrayCombiningMark,
  isPrintable,
  isPrintableDevanagari,
  mixesLatinWithLookAlikes,
  mixesScriptsWithinAWord,
  normalizeName,
  writesInLatinOnly,
} from '../api/text-rules';
import { z } from '../api/zod';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const NAME_MAX_LENGTH = 60;

/**
 * A game name is stored normalized, and refused when it could pass for another name: invisible
 * characters, stray combining marks, or letters of look-alike scripts mixed in. Only the first rule
 * broken is reported.
 */
const nameText = (label: string, printable: (name: string) => boolean) =>
  z
    .string({ error: `${label} is required` })
    .overwrite(normalizeName)
    .refine(printable, { message: `${label} must not contain invisible or control characters`, abort: true })
    .refine((name) => !hasStrayCombiningMark(name), {
      message: `${label} must not contain stray accents or combining marks`,
      abort: true,
    })
    .refine((name) => !mixesScriptsWithinAWord(name), {
      message: `${label} must not mix scripts within a word`,
      abort: true,
    })
    .refine((name) => !mixesLatinWithLookAlikes(name), {
      message: `${label} must not mix Latin letters with Cyrillic, Greek, Armenian or Cherokee ones`,
      abort: true,
    })
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

/** Order ID may arrive as a number or as the digits a form field holds. */
const orderIdSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, 'Order ID must be a number').transform(Number)], {
    error: 'Order ID must be a number',
  })
  .pipe(
    z
      .number()
      .int('Order ID must be a whole number')
      .min(0, 'Order ID must be 0 or more')
      .max(1_000_000, 'Order ID must be at most 1000000'),
  );

const gameResultsPrefix = apiPaths.gameResults.route.replace(/:name$/, '');

/**
 * A game's public chart lives at /satta-results/{lower-cased English name}, and its data at
 * /api/results/{name}: a name that is also a fixed path there (count, stream) would make that game's
 * chart unreachable. Read from the paths table, so a new fixed path reserves its name at once.
 */
export const RESERVED_GHADI_NAMES: readonly string[] = Object.values<unknown>(apiPaths)
  .filter((path): path is string => typeof path === 'string' && path.startsWith(gameResultsPrefix))
  .map((path) => path.slice(gameResultsPrefix.length))
  .filter((segment) => !segment.includes('/'));

/** Add or edit a game: all four fields required. */
export const ghadiInputSchema = z.strictObject({
  NameEn: nameText('Name (En)', isPrintable)
    // The English name is the public URL: a name in look-alike letters would pass for another game's.
    .refine(writesInLatinOnly, { message: 'Name (En) must be written in Latin letters', abort: true })
    .refine(
      (name) => !RESERVED_GHADI_NAMES.includes(name.toLowerCase()),
      'This name is reserved by the site, choose another',
    ),
  // Hindi spelling may need a joiner after a virama; the English name, which is the public URL, never does.
  NameHn: nameText('Name (Hi)', isPrintableDevanagari),
  RTime: requiredText('Result Time', 20),
  OrderId: orderIdSchema,
});
export type GhadiInput = z.input<typeof ghadiInputSchema>;
