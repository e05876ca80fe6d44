import '../api/zod-jitless';
import { formRule, type FieldKey } from '../api/form-rules';
import { z } from '../api/zod';
import { siteLanguages } from '../api/languages';
import { MAX_FOLLOWED_GAMES } from './push';

// base64url without padding: a P-256 public key is 65 bytes (87 characters), an auth secret 16 (22).
const base64Url = (field: FieldKey, length: number) =>
  z
    .string({ error: formRule('required', field) })
    .regex(/^[A-Za-z0-9_-]+$/, formRule('base64Url', field))
    .length(length, formRule('base64UrlLength', field, length));

/** A browser's push subscription (`PushSubscription.toJSON()`), as it is stored: endpoint and keys only. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: formRule('required', 'endpoint') })
    .max(1000, formRule('maxChars', 'endpoint', 1000))
    .refine((value) => URL.canParse(value), formRule('url', 'endpoint')),
  keys: z.object({ p256dh: base64Url('p256dh', 87), auth: base64Url('auth', 22) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/**
 * PUT apiPaths.pushSubscriptions: the games this browser follows, replacing the ones it followed
 * (an empty list removes the subscription). Games by id; `language` is the page's, which the notifications
 * are then written in (English when not given).
 */
export const followGamesRequestSchema = z.strictObject({
  subscription: pushSubscriptionSchema,
  language: z.enum(siteLanguages, { error: formRule('siteLanguage', 'language') }).optional(),
  ghadiIds: z.array(z.uuid(formRule('gameIds'))).max(MAX_FOLLOWED_GAMES, formRule('maxFollowed', undefined, MAX_FOLLOWED_GAMES)),
});
export type FollowGamesRequest = z.infer<typeof followGamesRequestSchema>;

/** POST apiPaths.pushSubscriptionLookup: which games one endpoint follows (an endpoint is a secret: not in a URL). */
export const followedGamesQuerySchema = z.strictObject({ endpoint: pushSubscriptionSchema.shape.endpoint });
export type FollowedGamesQuery = z.infer<typeof followedGamesQuerySchema>;

