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
import { formRule, type FieldKey } from '../api/form-rules';
import { z } from '../api/zod';
import { parseResultTime } from '../draw-day/draw-day';
import { GAME_KINDS, MARKET_DAYS } from './ghadis';

const requiredText = (field: FieldKey, max: number) =>
  z
    .string({ error: formRule('required', field) })
    .trim()
    .min(1, formRule('required', field))
    .max(max, formRule('maxChars', field, max));

const NAME_MAX_LENGTH = 60;

/**
 * A game name is stored normalized, and refused when it could pass for another name: invisible
 * characters, stray combining marks, or letters of look-alike scripts mixed in. Only the first rule
 * broken is reported.
 */
const nameText = (field: FieldKey, printable: (name: string) => boolean) =>
  z
    .string({ error: formRule('required', field) })
    .overwrite(normalizeName)
    .refine(printable, { message: formRule('invisibleChars', field), abort: true })
    .refine((name) => !hasStrayCombiningMark(name), { message: formRule('strayMarks', field), abort: true })
    .refine((name) => !mixesScriptsWithinAWord(name), { message: formRule('mixedScripts', field), abort: true })
    .refine((name) => !mixesLatinWithLookAlikes(name), { message: formRule('lookAlikeScripts', field), abort: true })
    .min(1, formRule('required', field))
    .max(NAME_MAX_LENGTH, formRule('maxChars', field, NAME_MAX_LENGTH));

/** Order ID may arrive as a number or as the digits a form field holds. */
const ORDER_ID_MAX = 1_000_000;
const orderIdSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, formRule('number', 'orderId')).transform(Number)], {
    error: formRule('number', 'orderId'),
  })
  .pipe(
    z
      .number()
      .int(formRule('wholeNumber', 'orderId'))
      .min(0, formRule('minNumber', 'orderId', 0))
      .max(ORDER_ID_MAX, formRule('maxNumber', 'orderId', ORDER_ID_MAX)),
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

// The close is enforced at publishing (no close line before it), so it must be a time the server can read.
const closeTimeSchema = requiredText('closeTime', 20).refine((text) => parseResultTime(text) !== null, formRule('clockTime', 'closeTime'));

/**
 * Add or edit a game: the spec's four fields required. `Kind` is optional: a new game without it is a jodi
 * game, and an edit without it keeps the game's kind and market (the spec's clients know of neither). A matka
 * market needs its close time and days, which no other kind has.
 */
export const ghadiInputSchema = z
  .strictObject({
  NameEn: nameText('nameEn', isPrintable)
    // The English name is the public URL: a name in look-alike letters would pass for another game's.
    .refine(writesInLatinOnly, { message: formRule('latinOnly', 'nameEn'), abort: true })
    .refine((name) => !RESERVED_GHADI_NAMES.includes(name.toLowerCase()), formRule('reservedName')),
  // Hindi spelling may need a joiner after a virama; the English name, which is the public URL, never does.
  NameHn: nameText('nameHi', isPrintableDevanagari),
  RTime: requiredText('resultTime', 20),
  OrderId: orderIdSchema,
  Kind: z
    .enum(GAME_KINDS, formRule('gameKind', 'kind'))
    .optional()
    .describe(
      'jodi: one two-digit result a day, as the original API (the default for a new game); matka: a market whose ' +
        'result is the line 123-6 once the open is declared, 123-68-459 once the close is. Left out of an edit, the game keeps its kind',
    ),
  CloseTime: closeTimeSchema
    .optional()
    .describe("A matka market's close, such as 11:30 PM (required for one, refused for any other kind); before RTime, it falls after midnight and the result stays the opening day's"),
  MarketDays: z
    .enum(MARKET_DAYS, formRule('marketDays', 'marketDays'))
    .optional()
    .describe('The days a matka market runs: mon-sat or mon-sun (required for one, refused for any other kind)'),
})
  .superRefine(({ Kind, RTime, CloseTime, MarketDays }, context) => {
    // A market's open time tells whether its close falls after midnight: it must be readable too.
    if (Kind === 'matka' && parseResultTime(RTime) === null) context.addIssue({ code: 'custom', path: ['RTime'], message: formRule('clockTime', 'resultTime') });
    const market = { CloseTime: ['closeTime', CloseTime], MarketDays: ['marketDays', MarketDays] } as const;
    for (const [key, [field, value]] of Object.entries(market)) {
      if (Kind === 'matka' && value === undefined) context.addIssue({ code: 'custom', path: [key], message: formRule('required', field) });
      if (Kind !== 'matka' && value !== undefined) context.addIssue({ code: 'custom', path: [key], message: formRule('matkaOnly', field) });
    }
  });
export type GhadiInput = z.input<typeof ghadiInputSchema>;
