import { Link, useParams } from 'react-router';
import { feedPathsIn, publicApiPaths, sitePaths } from '@ghadi/contracts';
import { LanguageSwitch } from '@/components/language-switch';
import { gameYearResultsQuery, useGameYearResults, type GameYearResults } from '@/features/results/api/get-game-results';
import { holidaysQuery, useHolidays } from '@/features/results/api/get-holidays';
import { ArchiveNav } from '@/features/results/components/archive-nav';
import { DownloadLinks } from '@/features/results/components/download-links';
import { GameChartError, NoData } from '@/features/results/components/game-chart-failure';
import { GameYearTable } from '@/features/results/components/game-year-table';
import { archiveYear } from '@/features/results/utils/archive-month';
import { LaterTexts, laterPageTexts } from '@/lib/later-texts';
import type { PageLoad } from '@/lib/page-load';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
import { useSiteToday } from '@/lib/site-day';
import type { SiteDate } from '@/lib/site-time';
import { useTexts, type Texts } from '@/lib/texts';
import { NotFoundPage, notFoundOutcome } from './not-found';

function gameYearMeta(name: string, results: GameYearResults | undefined, year: number, texts: Texts): PageMeta {
  const { t } = texts;
  // An unknown game's 404 page is titled by the address it was asked for.
  const game = results ? texts.gameName(results.ghadi) : name.toUpperCase();
  return {
    title: t('gameYear.title', { game, year }),
    description: t('gameYear.description', { game, year }),
    path: sitePaths.gameYear(name, year),
    breadcrumbs: [
      { name: t('crumb.home'), path: sitePaths.home },
      { name: game, path: sitePaths.gameChart(name) },
      { name: String(year), path: sitePaths.gameYear(name, year) },
    ],
    temporalCoverage: String(year),
    feed: results ? feedPathsIn(texts.language).game.url(results.ghadi.key) : undefined,
  };
}

export const load: PageLoad = async ({ params, today, reads, keep, laterTexts }) => {
  const texts = laterTexts(laterPageTexts);
  const name = params.name ?? '';
  const year = archiveYear(params.year, today);
  if (year === undefined) return notFoundOutcome(texts);
  const [results] = await Promise.all([
    keep(gameYearResultsQuery({ name, year }).queryKey, reads.gameYearResults(name, year)),
    keep(holidaysQuery({ year }).queryKey, reads.holidays(year)),
  ]);
  return { meta: gameYearMeta(name, results, year, texts), status: results === null ? 404 : 200 };
};

function GameYear({ name, year, today }: { name: string; year: number; today: SiteDate }) {
  const texts = useTexts();
  const { t } = texts;
  const results = useGameYearResults({ name, year });
  const holidays = useHolidays({ year });
  const chart = results.data;
  const meta = gameYearMeta(name, chart, year, texts);
  usePageMeta(meta);
  return (
    <>
      <LanguageSwitch toHome={chart === null} />
      <h1>{meta.title}</h1>
      {results.isPending && <p className="page-loading">{t('common.loading')}</p>}
      {results.isError && <GameChartError error={results.error} />}
      {(chart === null || chart?.months.every((days) => days.length === 0)) && <NoData name={name} />}
      {chart && chart.months.some((days) => days.length > 0) && (
        <>
          <GameYearTable
            name={name}
            year={year}
            months={chart.months}
            holidays={holidays.data?.filter((holiday) => holiday.GID === chart.ghadi.GID)}
            caption={meta.title}
            lastMonth={year < today.year ? 12 : today.month}
          />
          <DownloadLinks label={t('chart.downloads')} pathOf={(format) => publicApiPaths.gameYearDownload.url(name, year, format)} />
        </>
      )}
      {/* An unknown game (null) has no other years or months to link to. */}
      {chart !== null && (
        <ArchiveNav
          label={t('chart.archive')}
          links={[
            archiveYear(String(year - 1), today) ? { href: texts.path(sitePaths.gameYear(name, year - 1)), label: t('chart.year', { year: year - 1 }) } : undefined,
            { href: texts.path(sitePaths.gameChart(name)), label: t('chart.thisMonth') },
            year < today.year ? { href: texts.path(sitePaths.gameYear(name, year + 1)), label: t('chart.year', { year: year + 1 }) } : undefined,
          ]}
        />
      )}
    </>
  );
}

function GameYearPage() {
  const texts = useTexts();
  const params = useParams();
  const today = useSiteToday();
  const name = params.name ?? '';
  const year = today && archiveYear(params.year, today);
  if (today && year === undefined) return <NotFoundPage />;
  return (
    <main className="game-chart game-year">
      <Link to={texts.path(sitePaths.home)}>{texts.t('common.backToChart')}</Link>
      {today && year !== undefined ? (
        <GameYear key={`${name}:${year}`} name={name} year={year} today={today} />
      ) : (
        <p className="page-loading">{texts.t('common.loading')}</p>
      )}
    </main>
  );
}

/** /satta-results/{name}/{yyyy}: the game's year, 12 months by days 01-31. */
export function Page() {
  return (
    <LaterTexts catalogs={laterPageTexts}>
      <GameYearPage />
    </LaterTexts>
  );
}
