import './zod-jitless';
import { z } from './zod-mini';
import { itemResponse, listResponse } from './responses';

/** A game as the API returns it. GID is assigned by the server. */
export const ghadiSchema = z.object({
  _id: z.string(),
  id: z.string(),
  GID: z.int(),
  NameEn: z.string(),
  NameHn: z.string(),
  /**
   * When the result is due, as the admin typed it. This server sends null for a game stored without one
   * (rows from before the time was required, or imported); an older server or import may leave it out. The
   * public pages show either as --:--.
   */
  RTime: z.optional(z.nullable(z.string())),
  OrderId: z.int(),
});
export type Ghadi = z.infer<typeof ghadiSchema>;

/** The public listing also carries the results of yesterday and today (in the site's time zone). */
export const publicGhadiSchema = z.extend(ghadiSchema, {
  YesterdayResult: z.nullable(z.string()),
  TodayResult: z.nullable(z.string()),
});
export type PublicGhadi = z.infer<typeof publicGhadiSchema>;

export const ghadiListResponseSchema = listResponse(ghadiSchema);
export const publicGhadiListResponseSchema = listResponse(publicGhadiSchema);
export const ghadiResponseSchema = itemResponse(ghadiSchema);
