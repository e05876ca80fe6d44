import { z } from 'zod';

/**
 * Telling search engines of changed result pages (IndexNow): the site's key (also served at /<key>.txt) and where
 * submissions go. Off (null in AppConfig) without INDEXNOW_KEY.
 */
export interface IndexNowSettings {
  key: string;
  endpoint: string;
}

/** The shared IndexNow endpoint, which passes each submission on to every participating search engine. */
export const DEFAULT_INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';

/** The IndexNow settings (env.ts checks them together with the rest: a key needs PUBLIC_ORIGIN). */
export const indexNowEnvShape = {
  // The protocol's rule for a key; it also keeps /<key>.txt a plain file name, clear of /robots.txt (a shorter name).
  INDEXNOW_KEY: z.string().regex(/^[A-Za-z0-9-]{8,128}$/, 'must be an IndexNow key: 8 to 128 of a-z A-Z 0-9 -').optional(),
  INDEXNOW_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be the http(s) URL IndexNow submissions are POSTed to' }).default(DEFAULT_INDEXNOW_ENDPOINT),
};

export const indexNowSettingsFrom = (e: z.infer<z.ZodObject<typeof indexNowEnvShape>>): IndexNowSettings | null =>
  e.INDEXNOW_KEY === undefined ? null : { key: e.INDEXNOW_KEY, endpoint: e.INDEXNOW_ENDPOINT };
