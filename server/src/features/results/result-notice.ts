import { gameNameIn, pushTitle, siteTimeText, type SiteLanguage } from '@ghadi/contracts';
import type { ResultRow } from '../../db/tables/results';

/** A published result worth telling people of (followers, the channel), as the write left it. */
export interface ResultNotice {
  gid: number;
  drawDate: string;
  result: string;
  kind: 'declared' | 'corrected';
  /** The value it replaced, for a correction. */
  previousResult: string | null;
  /** When the result took this value: the time in the text, and how a stale send is recognised. */
  changedAt: string;
  /** The notification's text in each language, the game named in it. */
  titles: Record<SiteLanguage, string>;
}

/**
 * Whether a publish changed the result (the upsert keeps the replaced value in previous_result, null when there
 * was none): the same value again is no news, to followers or to search engines.
 */
export const isResultChange = (saved: Pick<ResultRow, 'result' | 'previous_result'>): boolean => saved.previous_result !== saved.result;

/**
 * What followers are told about a publish, or null: nothing for an identical re-submission, and nothing for
 * a date other than the site's today (a correction of an old chart is not news).
 */
export function resultNoticeOf(
  saved: ResultRow,
  game: { NameEn: string; NameHn: string },
  calendar: { today: string; timeZone: string },
): ResultNotice | null {
  if (saved.draw_date !== calendar.today) return null;
  if (!isResultChange(saved)) return null;
  const kind = saved.previous_result === null ? 'declared' : 'corrected';
  const time = siteTimeText(saved.changed_at, calendar.timeZone);
  const titleIn = (language: SiteLanguage) => pushTitle(gameNameIn(language, game), saved.result, kind, time, language);
  return {
    gid: saved.gid,
    drawDate: saved.draw_date,
    result: saved.result,
    kind,
    previousResult: saved.previous_result,
    changedAt: saved.changed_at,
    titles: { en: titleIn('en'), hi: titleIn('hi') },
  };
}
