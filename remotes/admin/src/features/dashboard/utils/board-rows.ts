import { gameDayText, lateFirst, type DrawDay, type GameDayText, type Ghadi, type SiteLanguage, type UserMap } from '@ghadi/contracts';

export interface BoardRow {
  ghadi: Ghadi;
  /** Today's result, when published. */
  result: string | null;
  text: GameDayText;
  /** The assigned agent's display name; null when nobody answers for the game. */
  agent: string | null;
}

/**
 * Today's board as of `now`, late games first: each game of the day that the games' list names, with its
 * state in words (minutes, not seconds: the board redraws once a minute) and its agent.
 */
export function boardRows(
  drawDay: DrawDay,
  ghadis: Ghadi[],
  userMaps: UserMap[],
  now: number,
  timeZone: string,
  language: SiteLanguage = 'en',
): BoardRow[] {
  const byGid = new Map(ghadis.map((ghadi) => [ghadi.GID, ghadi]));
  const agentOf = new Map(userMaps.map((map) => [map.GID, map.AgentName]));
  return lateFirst(drawDay.games, now).flatMap((day) => {
    const ghadi = byGid.get(day.GID);
    if (!ghadi) return [];
    const text = gameDayText(day, now, timeZone, { seconds: false, language });
    return [{ ghadi, result: day.result, text, agent: agentOf.get(day.GID) ?? null }];
  });
}
