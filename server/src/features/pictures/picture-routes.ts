import type { FastifyPluginAsync } from 'fastify';
import { archiveDrawDate, drawDateIn, pathInLanguage, picturePatterns, siteLanguages, type SiteLanguage } from '@ghadi/contracts';
import { sendFromCache } from '../../public-cache/send-public';
import { pageReads } from '../public-pages';
import { drawPicture, type PictureContent } from './picture-drawing';
import { resultPictureContent } from './result-picture';

// Pictures kept by what they show: enough for every game's today and recent dates in both languages.
const KEPT_PICTURES = 500;

/** The address asked for a game that does not exist: answered by the site's not-found. */
class UnknownGame extends Error {}

/**
 * Draws each picture once per content: the public cache's entry is dropped by any write to the game's
 * month (and after its backstop), but reading the content again is cheap and drawing is not, so only a
 * picture that shows something new is drawn. Side by side requests for one content share one drawing.
 */
function pictureKeeper(draw: (content: PictureContent) => Promise<Buffer>) {
  const kept = new Map<string, Promise<Buffer>>();
  return (content: PictureContent): Promise<Buffer> => {
    const key = JSON.stringify(content);
    let picture = kept.get(key);
    if (picture === undefined) {
      picture = draw(content);
      picture.catch(() => kept.delete(key));
    } else {
      kept.delete(key);
    }
    kept.set(key, picture);
    for (const oldest of kept.keys()) {
      if (kept.size <= KEPT_PICTURES) break;
      kept.delete(oldest);
    }
    return picture;
  };
}

interface PictureParams {
  name: string;
  year: string;
  month: string;
  day: string;
}

/**
 * The Open Graph picture of a game's result of one date (PNG, PAGE_PICTURE_SIZE), in the language of its
 * address, cached like the pages: kept until a write to that game's month (or the day's board, for today),
 * with the same cache headers and CDN tags. The game's page names the site day's picture.
 */
const pictureRoutes: FastifyPluginAsync = async (fastify) => {
  const picture = pictureKeeper(drawPicture);
  const { siteTimezone: timeZone, siteName } = fastify.config;
  const route = (language: SiteLanguage) =>
    fastify.get<{ Params: PictureParams }>(pathInLanguage(language, picturePatterns.gameDate), { config: { access: 'public' } }, async (request, reply) => {
      const now = fastify.clock();
      const siteToday = drawDateIn(timeZone, now);
      const { name, year, month, day } = request.params;
      const drawDate = archiveDrawDate(year, month, day, siteToday);
      if (drawDate === undefined) return reply.callNotFound();
      try {
        return await sendFromCache(request, reply, `picture:${siteToday}:${language}:${drawDate}:${name}`, async () => {
          const { reads, tags, expiresAt } = pageReads({ db: fastify.db, cache: fastify.publicCache, timeZone, now });
          const content = await resultPictureContent(name, drawDate, { reads, language, siteName, timeZone, siteToday });
          if (content === null) throw new UnknownGame();
          return { image: { bytes: await picture(content), contentType: 'image/png' }, tags: [...tags], expiresAt: expiresAt() };
        });
      } catch (error) {
        if (error instanceof UnknownGame) return reply.callNotFound();
        throw error;
      }
    });
  for (const language of siteLanguages) route(language);
};

export default pictureRoutes;
