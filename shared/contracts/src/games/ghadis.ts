import '../api/zod-jitless';
import { z } from '../api/zod-mini';
import { itemResponse, listResponse } from '../api/responses';

/**
 * How every payload that mentions a game names it, together: its id, its number (GID), its names and its
 * key (gameNameKey of NameEn: what its public URL carries). A screen never has to look a game up to link it.
 */
export const ghadiIdentitySchema = z.object({
  id: z.string(),
  GID: z.int(),
  NameEn: z.string(),
  NameHn: z.string(),
  key: z.string(),
});
export type GhadiIdentity = z.infer<typeof ghadiIdentitySchema>;

/** A game's kind: `jodi`, the spec's one two-digit result a day, or `matka`, a market's open and close line. */
export const GAME_KINDS = ['jodi', 'matka'] as const;
export type GameKind = (typeof GAME_KINDS)[number];
/** The days a matka market runs. */
export const MARKET_DAYS = ['mon-sat', 'mon-sun'] as const;
export type MarketDays = (typeof MARKET_DAYS)[number];

/** A game as the API returns it. GID is assigned by the server. */
export const ghadiSchema = z.object({
  _id: z.string(),
  id: z.string(),
  GID: z.int(),
  NameEn: z.string(),
  NameHn: z.string(),
  /** The key of its English name, which its public URL carries. */
  key: z.string(),
  /**
   * When the result is due, as the admin typed it. This server sends null for a game stored without one
   * (rows from before the time was required, or imported); an older server or import may leave it out. The
   * public pages show either as --:--.
   */
  RTime: z.optional(z.nullable(z.string())),
  OrderId: z.int(),
  /** Only for a matka market, with its close time and days: a jodi game answers the spec's shape, without them. */
  Kind: z.optional(z.enum(GAME_KINDS)),
  /** When the market closes, as the admin typed it; a time before RTime falls after midnight, on the next day. */
  CloseTime: z.optional(z.nullable(z.string())),
  MarketDays: z.optional(z.nullable(z.enum(MARKET_DAYS))),
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
