import { Link, useParams } from 'react-router';
import { drawDateText, feedPathsIn, picturePaths, sitePaths, type ResultDate } from '@ghadi/contracts';
import { LanguageSwitch } from '@/components/language-switch';
import { drawDayQuery, useDrawDay } from '@/features/draw-day/api/get-draw-day';
import { GameDayStatus } from '@/features/draw-day/components/game-day-status';
import { keepDayGames, useDayGames } from '@/features/games/api/get-day-games';
import { holidaysQuery, useHolidays } from '@/features/results/api/get-holidays';
import { dayResultsQuery, resultsOfDay, useDayResults } from '@/features/results/api/get-day-results';
import { resultDateQuery, useResultDate } from '@/features/results/api/get-result-date';
import { ArchiveNav } from '@/features/results/components/archive-nav';
import { DayResults } from '@/features/results/components/day-results';
import { PastDayState } from '@/features/results/components/past-day-state';
import { ResultOfDate } from '@/features/results/components/result-of-date';
import { ShareResult } from '@/features/share/components/share-result';
import { archiveDate, drawDateOf, neighbourDates } from '@/features/results/utils/archive-date';
import { LaterTexts, laterPageTexts } from '@/lib/later-texts';
import type { PageLoad } from '@/lib/page-load';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
import { useSiteToday } from '@/lib/site-day';
import type { SiteDate } from '@/lib/site-time';
import { useTexts, type Texts } from '@/lib/texts';
import { NotFoundPage, notFoundMeta, notFoundOutcome } from './not-found';

const monthOfDate = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

/**
 * Apps that show a shared page keep its picture by address: a declaration or a correction gives the picture a
 * new one, so a page shared again shows the new number (the server ignores the query).
 */
function pictureVersion(result: ResultDate | null | undefined): string {
  const changedAt = result?.CorrectedAt ?? result?.DeclaredAt;
  return changedAt ? `?v=${Date.parse(changedAt).toString(36)}` : '';
}

function gameDateMeta(name: string, result: ResultDate | null | undefined, date: string, texts: Texts): PageMeta {
  const { t } = texts;
  // An unknown game's 404 page is titled by the address it was asked for.
  const game = result ? texts.gameName(result.ghadi) : name.toUpperCase();
  const shown = drawDateText(date, texts.language);
  const month = monthOfDate(date);
  return {
    title: t('gameDate.title', { game, date: shown }),
    description: t('gameDate.description', { game, date: shown }),
    path: sitePaths.gameDate(name, date),
    breadcrumbs: [
      { name: t('crumb.home'), path: sitePaths.home },
      { name: `${game} ${texts.monthOfYear(month)}`, path: sitePaths.gameMonth(name, month.year, month.month) },
      { name: shown, path: sitePaths.gameDate(name, date) },
    ],
    temporalCoverage: date,
    feed: result ? feedPathsIn(texts.language).game.url(result.ghadi.key) : undefined,
    image: { path: `${picturePaths.gameDate(name, date)}${pictureVersion(result)}`, alt: t('gameDate.title', { game, date: shown }) },
  };
}

export const load: PageLoad = async ({ params, today, reads, keep, laterTexts }) => {
  const texts = laterTexts(laterPageTexts);
  const name = params.name ?? '';
  const date = archiveDate(params.year, params.month, params.day, today);
  if (date === undefined) return notFoundOutcome(texts);
  const month = monthOfDate(date);
  const [result] = await Promise.all([
    keep(resultDateQuery({ name, date }).queryKey, reads.gameDate(name, date)),
    keepDayGames(texts.language, { reads, keep }),
    keep(dayResultsQuery(date).queryKey, reads.monthResults(month.year, month.month).then((values) => resultsOfDay(values, date))),
    keep(holidaysQuery(month).queryKey, reads.holidays(month.year, month.month)),
    ...(date === drawDateOf(today) ? [keep(drawDayQuery.queryKey, reads.drawDay(), 'board')] : []),
  ]);
  return result === null ? notFoundOutcome(texts) : { meta: gameDateMeta(name, result, date, texts) };
};

/** Today's state from the day's board: Upcoming with its countdown, Waiting and how late, Declared... */
function TodayState({ gid }: { gid: number }) {
  const board = useDrawDay();
  const day = board.data?.games.find((game) => game.GID === gid);
  return day ? <GameDayStatus game={day} /> : null;
}

function GameDate({ name, date, today }: { name: string; date: string; today: SiteDate }) {
  const texts = useTexts();
  const { t } = texts;
  const month = monthOfDate(date);
  const result = useResultDate({ name, date });
  const games = useDayGames(texts.language);
  const results = useDayResults(date);
  const holidays = useHolidays(month);
  const shown = result.data;
  const meta = gameDateMeta(name, shown, date, texts);
  // An unknown game is the 404 page, whose own title the page keeps.
  usePageMeta(shown === null ? notFoundMeta(texts) : meta);
  if (shown === null) return <NotFoundPage />;
  const { previous, next } = neighbourDates(date, today);
  const holiday = holidays.data?.some((day) => day.DateTime === date && day.GID === shown?.ghadi.GID) ?? false;
  return (
    <main className="game-chart game-date">
      <Link to={texts.path(sitePaths.home)}>{t('common.backToChart')}</Link>
      <LanguageSwitch />
      <h1>{meta.title}</h1>
      {result.isPending && <p className="page-loading">{t('common.loading')}</p>}
      {shown && (date === drawDateOf(today) ? <TodayState gid={shown.ghadi.GID} /> : <PastDayState result={shown} holiday={holiday} />)}
      {shown && <ResultOfDate result={shown} />}
      {shown?.Result && <ShareResult game={shown.ghadi} date={date} result={shown.Result} corrected={shown.CorrectedAt !== null} />}
      <ArchiveNav
        label={t('gameDate.dates')}
        links={[
          previous === undefined ? undefined : { href: texts.path(sitePaths.gameDate(name, previous)), label: drawDateText(previous, texts.language) },
          { href: texts.path(sitePaths.gameMonth(name, month.year, month.month)), label: texts.monthOfYear(month) },
          next === undefined ? undefined : { href: texts.path(sitePaths.gameDate(name, next)), label: drawDateText(next, texts.language) },
        ]}
      />
      {games.data && results.data && (
        <DayResults
          games={games.data}
          results={results.data}
          holidays={holidays.data}
          date={date}
          caption={t('gameDate.dayResults', { date: drawDateText(date, texts.language) })}
        />
      )}
    </main>
  );
}

function GameDatePage() {
  const texts = useTexts();
  const params = useParams();
  const today = useSiteToday();
  const name = params.name ?? '';
  const date = today && archiveDate(params.year, params.month, params.day, today);
  if (today && date === undefined) return <NotFoundPage />;
  if (!today || date === undefined) {
    return (
      <main className="game-chart game-date">
        <p className="page-loading">{texts.t('common.loading')}</p>
      </main>
    );
  }
  return <GameDate key={`${name}:${date}`} name={name} date={date} today={today} />;
}

/** /satta-results/{name}/{yyyy}/{mm}/{dd}: one game's result of one date, and the day's other results. */
export function Page() {
  return (
    <LaterTexts catalogs={laterPageTexts}>
      <GameDatePage />
    </LaterTexts>
  );
}
