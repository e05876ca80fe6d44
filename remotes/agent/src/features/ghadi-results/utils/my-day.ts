import { gameDayLine, gameDayText, lateFirst, type DrawDay, type Ghadi, type SiteLanguage } from '@ghadi/contracts';

export interface MyDayGame {
  ghadi: Ghadi;
  /** The state in the public cards' words, in minutes (the list redraws once a minute). */
  state: string;
  /** Waiting: its time has passed with no result. */
  late: boolean;
}

/** The agent's games on the site day as of `now`, late ones first (the longest late first). */
export function myDay(drawDay: DrawDay, mine: Ghadi[], now: number, timeZone: string, language: SiteLanguage = 'en'): MyDayGame[] {
  const byGid = new Map(mine.map((ghadi) => [ghadi.GID, ghadi]));
  return lateFirst(drawDay.games, now).flatMap((day) => {
    const ghadi = byGid.get(day.GID);
    if (!ghadi) return [];
    const text = gameDayText(day, now, timeZone, { seconds: false, language });
    return [{ ghadi, state: gameDayLine(text), late: text.state === 'awaited' }];
  });
}
