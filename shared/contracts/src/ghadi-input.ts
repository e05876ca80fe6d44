import './zod-jitless';
import { z } from './zod';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

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

/**
 * A game's public chart lives at /satta-results/{lower-cased English name}, and its data at
 * /api/results/{name}: names that are also fixed paths there would make that game's chart unreachable.
 */
export const RESERVED_GHADI_NAMES = ['count', 'stream'] as const;

/** Add or edit a game: all four fields required (spec section 5). */
export const ghadiInputSchema = z.strictObject({
  NameEn: requiredText('Name (En)', 60).refine(
    (name) => !(RESERVED_GHADI_NAMES as readonly string[]).includes(name.toLowerCase()),
    'This name is reserved by the site, choose another',
  ),
  NameHn: requiredText('Name (Hi)', 60),
  RTime: requiredText('Result Time', 20),
  OrderId: orderIdSchema,
});
export type GhadiInput = z.input<typeof ghadiInputSchema>;
