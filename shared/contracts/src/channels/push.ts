import '../api/zod-jitless';
import { z } from '../api/zod-mini';
import { toldWords } from './told-words';
import type { SiteLanguage } from '../api/languages';

/** Most games one browser can follow: more than any site runs, few enough to bound one row's fan-out. */
export const MAX_FOLLOWED_GAMES = 200;

/** The answer of PUT apiPaths.pushSubscriptions and POST apiPaths.pushSubscriptionLookup: the game ids the endpoint now follows. */
export const followedGamesResponseSchema = z.object({ ghadiIds: z.array(z.string()) });
export type FollowedGamesResponse = z.infer<typeof followedGamesResponseSchema>;

/** What the service worker receives in a push and shows, in the language of the page that subscribed. */
export const pushPayloadSchema = z.object({
  /** "<Game>: 42, declared 05:17 PM" or "<Game>: 45, corrected 05:40 PM"; in Hindi "<खेल>: 42, घोषित 05:17 PM". */
  title: z.string(),
  /** The game's page in that language, to open on a tap. */
  url: z.string(),
  /** One per game, so a newer notification replaces an older one on the device. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/**
 * The notification text, `game` named in `language`: one rule for the server that sends and the tests that
 * read it.
 */
export const pushTitle = (game: string, result: string, kind: 'declared' | 'corrected', time: string, language: SiteLanguage = 'en'): string =>
  `${game}: ${result}, ${toldWords(language)[kind]} ${time}`;

/** GET apiPaths.adminPush: followers per game and the latest sends, no personal data. */
export const pushSummarySchema = z.object({
  games: z.array(z.object({ ghadiId: z.string(), name: z.string(), subscribers: z.number() })),
  sends: z.array(
    z.object({
      id: z.string(),
      game: z.string(),
      result: z.string(),
      kind: z.enum(['declared', 'corrected']),
      /** When the write was acknowledged and the send queued, and when the last delivery finished (ISO). */
      queuedAt: z.string(),
      finishedAt: z.nullable(z.string()),
      sent: z.number(),
      failed: z.number(),
      removed: z.number(),
    }),
  ),
});
export type PushSummary = z.infer<typeof pushSummarySchema>;
