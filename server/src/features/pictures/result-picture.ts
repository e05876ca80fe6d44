import {
  drawDateText,
  gameDayText,
  gameNameIn,
  pastDateDay,
  toldWords,
  type BoardDay,
  type PublicPageReads,
  type SiteLanguage,
} from '@ghadi/contracts';
import type { PictureContent } from './picture-drawing';

export interface ResultPictureContext {
  reads: PublicPageReads;
  language: SiteLanguage;
  siteName: string;
  timeZone: string;
  siteToday: string;
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the picture of a game's draw date shows, told as its page tells it: today by the day's board
 * (upcoming, waiting, declared, corrected, holiday), an earlier date by its result or holiday; a date with
 * neither has no result. Null for an unknown game.
 */
export async function resultPictureContent(name: string, drawDate: string, context: ResultPictureContext): Promise<PictureContent | null> {
  const { reads, language, siteName, timeZone, siteToday } = context;
  const result = await reads.gameDate(name, drawDate);
  if (result === null) return null;
  let day: BoardDay | undefined;
  if (drawDate === siteToday) {
    day = (await reads.drawDay()).games.find((game) => game.GID === result.ghadi.GID);
  } else {
    const holidays = result.Result === null ? await reads.holidays(Number(drawDate.slice(0, 4)), Number(drawDate.slice(5, 7))) : [];
    day = pastDateDay(result, holidays.some((holiday) => holiday.DateTime === drawDate && holiday.GID === result.ghadi.GID));
  }
  // Without a time: the picture is kept until the result changes, not redrawn as a countdown runs.
  const text = day && gameDayText(day, undefined, timeZone, { language });
  return {
    siteName,
    game: gameNameIn(language, result.ghadi),
    date: drawDateText(drawDate, language),
    number: day?.result ?? result.Result,
    state: text ? `${text.label}${text.note ? ` (${text.note})` : ''}` : capitalized(toldWords(language).noResult),
  };
}
