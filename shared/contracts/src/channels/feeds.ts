import '../api/zod-jitless';
import { toldWords } from './told-words';
import type { SiteLanguage } from '../api/languages';
import { formRule } from '../api/form-rules';
import { z } from '../api/zod';

const ATOM = '.atom';

/** `{key}.atom` -> the game's key; the name part is as long as a game's name may be in its URL. */
const gameFeedFileSchema = z
  .string()
  .refine((file) => file.endsWith(ATOM) && file.length > ATOM.length && file.length <= 100 + ATOM.length, {
    error: formRule('feedFileName'),
    abort: true,
  })
  .transform((file) => file.slice(0, -ATOM.length));

/** One game's feed (GET apiPaths.gameFeed). */
export const gameFeedParamsSchema = z.strictObject({ file: gameFeedFileSchema });

/** A feed's body, for the API documentation: the server builds it from the results' history. */
export const atomFeedSchema = z
  .string()
  .describe('An Atom feed (RFC 4287): one entry per published value, newest first, a correction naming the earlier value');

/** A feed's title: `<Site>: results`, one game's `<Site>: <Game> results`, the game named in `language`. */
export const feedTitle = (siteName: string, language: SiteLanguage, game?: string): string => {
  const words = toldWords(language);
  return `${siteName}: ${game === undefined ? words.results : words.gameResults(game)}`;
};
