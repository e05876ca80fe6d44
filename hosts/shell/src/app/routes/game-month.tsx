import { Link, useParams } from 'react-router';
import { drawDateText, feedPathsIn, matkaChartPagePath, picturePaths, publicApiPaths, sitePaths, statisticsPagePath } from '@ghadi/contracts';
import { LanguageSwitch } from '@/components/language-switch';
import { EmbedSnippet } from '@/features/embed/components/embed-snippet';
import { FollowGamesSlot } from '@/features/follow-games/components/follow-games-slot';
import { gameCorrectionsQuery, useGameCorrections } from '@/features/results/api/get-game-corrections';
import { gameResultsQuery, useGameResults, type GameResults } from '@/features/results/api/get-game-results';
import { holidaysQuery, useHolidays } from '@/features/results/api/get-holidays';
import type { Month } from '@/features/results/api/get-month-results';
import { ArchiveNav } from '@/features/results/components/archive-nav';
import { CorrectionsList } from '@/features/results/components/corrections-list';
import { DownloadLinks } from '@/features/results/components/download-links';
import { GameChartError, NoData } from '@/features/results/components/game-chart-failure';
import { GameRecordTable } from '@/features/results/components/game-record-table';
import { MonthYearPicker } from '@/features/results/components/month-year-picker';
import { drawDateOf } from '@/features/results/utils/archive-date';
import { archiveMonth, isCurrentMonth, nextMonth, previousMonth } from '@/features/results/utils/archive-month';
import { LaterTexts, laterPageTexts } from '@/lib/later-texts';
import type { PageLoad } from '@/lib/page-load';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
import { useSiteToday } from '@/lib/site-day';
import { twoDigits, type SiteDate } from '@/lib/site-time';
import { useTexts, type Texts } from '@/lib/texts';
import { NotFoundPage, notFoundOutcome } from './not-found';

/** The current month is at the game's own address; other months at their archive address. */
const monthHref = (name: string, shown: Month, today: SiteDate): string =>
  isCurrentMonth(shown, today) ? sitePaths.gameChart(name) : sitePaths.gameMonth(name, shown.year, shown.month);

/** The month the URL names: /satta-results/{name} is the current one; undefined for an impossible one. */
function shownMonth(params: Readonly<Record<string, string | undefined>>, today: SiteDate): Month | undefined {
  if (params.year === undefined && params.month === undefined) return { year: today.year, month: today.month };
  return archiveMonth(params.year, params.month, today);
}

// An unknown game's 404 page is titled by the address it was asked for.
const displayName = (name: string, chart: GameResults | undefined, texts: Texts): string =>
  chart ? texts.gameName(chart.ghadi) : name.toUpperCase();

function todayPicture(name: string, today: SiteDate, game: string, texts: Texts): PageMeta['image'] {
  const date = drawDateOf(today);
  return { path: picturePaths.gameDate(name, date), alt: texts.t('gameDate.title', { game, date: drawDateText(date, texts.language) }) };
}

function gameMonthMeta(name: string, results: GameResults | undefined, shown: Month, today: SiteDate, texts: Texts): PageMeta {
  const { t } = texts;
  const game = displayName(name, results, texts);
  const period = texts.monthOfYear(shown);
  return {
    title: t('gameMonth.title', { game, period }),
    description: t('gameMonth.description', { game, period }),
    path: monthHref(name, shown, today),
    breadcrumbs: [
      { name: t('crumb.home'), path: sitePaths.home },
      { name: `${game} ${shown.year}`, path: sitePaths.gameYear(name, shown.year) },
      { name: period, path: monthHref(name, shown, today) },
    ],
    temporalCoverage: `${shown.year}-${String(shown.month).padStart(2, '0')}`,
    feed: results ? feedPathsIn(texts.language).game.url(results.ghadi.key) : undefined,
    // The game's own page is shared as its result of the site day.
    image: isCurrentMonth(shown, today) ? todayPicture(name, today, game, texts) : undefined,
  };
}

export const load: PageLoad = async ({ params, searchParams, today, reads, keep, laterTexts }) => {
  const texts = laterTexts(laterPageTexts);
  const name = params.name ?? '';
  // The month/year form without scripts: off to that month's address.
  const asked = archiveMonth(searchParams.get('year'), searchParams.get('month'), today);
  if (asked) return { redirect: texts.path(monthHref(name, asked, today)) };
  const shown = shownMonth(params, today);
  if (!shown) return notFoundOutcome(texts);
  const [results] = await Promise.all([
    keep(gameResultsQuery({ name, ...shown }).queryKey, reads.gameResults(name, shown.year, shown.month)),
    keep(gameCorrectionsQuery({ name, ...shown }).queryKey, reads.gameCorrections(name, shown.year, shown.month)),
    keep(holidaysQuery(shown).queryKey, reads.holidays(shown.year, shown.month)),
  ]);
  return { meta: gameMonthMeta(name, results, shown, today, texts), status: results === null ? 404 : 200 };
};

function GameMonth({ name, shown, today }: { name: string; shown: Month; today: SiteDate }) {
  const texts = useTexts();
  const { t } = texts;
  const results = useGameResults({ name, ...shown });
  const corrections = useGameCorrections({ name, ...shown });
  const holidays = useHolidays(shown);
  const chart = results.data;
  const meta = gameMonthMeta(name, chart, shown, today, texts);
  usePageMeta(meta);
  const previous = previousMonth(shown);
  const next = nextMonth(shown);
  return (
    <>
      <LanguageSwitch toHome={chart === null} />
      <h1>{meta.title}</h1>
      <FollowGamesSlot variant="game" games={chart ? [{ GID: chart.ghadi.GID, name: texts.gameName(chart.ghadi) }] : []} />
      {/* An unknown game (null) has no other months to pick or link to. */}
      {chart !== null && (
        <MonthYearPicker
          shown={shown}
          today={today}
          action={texts.path(sitePaths.gameChart(name))}
          hrefOf={(chosen) => texts.path(monthHref(name, chosen, today))}
        />
      )}
      {results.isPending && <p className="page-loading">{t('common.loading')}</p>}
      {results.isError && <GameChartError error={results.error} />}
      {(chart === null || chart?.days.length === 0) && <NoData name={name} />}
      {chart && chart.days.length > 0 && (
        <>
          <GameRecordTable
            days={chart.days}
            holidays={holidays.data?.filter((holiday) => holiday.GID === chart.ghadi.GID)}
            corrections={corrections.data ?? undefined}
            caption={meta.title}
            dayHref={(day) => texts.path(sitePaths.gameDate(name, `${shown.year}-${twoDigits(shown.month)}-${twoDigits(day)}`))}
          />
          <CorrectionsList corrections={corrections.data ?? []} />
          <DownloadLinks label={t('chart.downloadsOf', { year: shown.year })} year={shown.year} pathOf={(format) => publicApiPaths.gameYearDownload.url(name, shown.year, format)} />
          <p className="stats-link">
            <Link to={texts.path(statisticsPagePath(name))}>{t('chart.statistics')}</Link>
          </p>
        </>
      )}
      {chart?.market && (
        <ul className="matka-chart-links">
          <li>
            <Link to={texts.path(matkaChartPagePath(name, 'jodi-chart'))}>{t('chart.jodiChart')}</Link>
          </li>
          <li>
            <Link to={texts.path(matkaChartPagePath(name, 'panel-chart'))}>{t('chart.panelChart')}</Link>
          </li>
        </ul>
      )}
      {chart !== null && (
        <ArchiveNav
          label={t('chart.archive')}
          links={[
            { href: texts.path(monthHref(name, previous, today)), label: texts.monthOfYear(previous) },
            { href: texts.path(sitePaths.gameYear(name, shown.year)), label: t('chart.wholeYear', { year: shown.year }) },
            isCurrentMonth(shown, today) ? undefined : { href: texts.path(monthHref(name, next, today)), label: texts.monthOfYear(next) },
          ]}
        />
      )}
      {chart && <EmbedSnippet game={chart.ghadi} />}
    </>
  );
}

function GameMonthPage() {
  const texts = useTexts();
  const params = useParams();
  const today = useSiteToday();
  const name = params.name ?? '';
  const shown = today && shownMonth(params, today);
  if (today && !shown) return <NotFoundPage />;
  return (
    <main className="game-chart">
      <Link to={texts.path(sitePaths.home)}>{texts.t('common.backToChart')}</Link>
      {today && shown ? (
        <GameMonth key={`${name}:${shown.year}:${shown.month}`} name={name} shown={shown} today={today} />
      ) : (
        <p className="page-loading">{texts.t('common.loading')}</p>
      )}
    </main>
  );
}

/** /satta-results/{name} (this month) and /satta-results/{name}/{yyyy}/{mm}. */
export function Page() {
  return (
    <LaterTexts catalogs={laterPageTexts}>
      <GameMonthPage />
    </LaterTexts>
  );
}
