import '../api/zod-jitless';
import { z } from '../api/zod';
import { siteLanguages } from '../api/languages';
import { MAX_FOLLOWED_GAMES } from './push';

// base64url without padding: a P-256 public key is 65 bytes (87 characters), an auth secret 16 (22).
const base64Url = (name: string, length: number) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^[A-Za-z0-9_-]+$/, `${name} must be base64url text`)
    .length(length, `${name} must be ${length} characters of base64url`);

/** A browser's push subscription (`PushSubscription.toJSON()`), as it is stored: endpoint and keys only. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: 'endpoint is required' })
    .max(1000, 'endpoint must be at most 1000 characters')
    .refine((value) => URL.canParse(value), 'endpoint must be a URL'),
  keys: z.object({ p256dh: base64Url('keys.p256dh', 87), auth: base64Url('keys.auth', 22) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/**
 * PUT apiPaths.pushSubscriptions: the games this browser follows, replacing the ones it followed
 * (an empty list removes the subscription). Games by id; `language` is the page's, which the notifications
 * are then written in (English when not given).
 */
export const followGamesRequestSchema = z.strictObject({
  subscription: pushSubscriptionSchema,
  language: z.enum(siteLanguages, { error: 'language must be en or hi' }).optional(),
  ghadiIds: z
    .array(z.uuid('each game must be a valid id'))
    .max(MAX_FOLLOWED_GAMES, `at most ${MAX_FOLLOWED_GAMES} games can be followed`),
});
export type FollowGamesRequest = z.infer<typeof followGamesRequestSchema>;

/** POST apiPaths.pushSubscriptionLookup: which games one endpoint follows (an endpoint is a secret: not in a URL). */
export const followedGamesQuerySchema = z.strictObject({ endpoint: pushSubscriptionSchema.shape.endpoint });
export type FollowedGamesQuery = z.infer<typeof followedGamesQuerySchema>;

