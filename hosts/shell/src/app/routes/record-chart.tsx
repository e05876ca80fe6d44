import { useParams } from 'react-router';
import { publicApiPaths, pagePatterns, sitePaths } from '@ghadi/contracts';
import { LanguageSwitch } from '@/components/language-switch';
import { QueryState } from '@/components/query-state';
import { gameNamesQuery, namedGamesIn, useGameNames } from '@/features/games/api/get-ghadis';
import { holidaysQuery, useHolidays } from '@/features/results/api/get-holidays';
import { monthResultsQuery, useMonthResults, type Month } from '@/features/results/api/get-month-results';
import { ArchiveNav } from '@/features/results/components/archive-nav';
import { DownloadLinks } from '@/features/results/components/download-links';
import { MonthYearPicker } from '@/features/results/components/month-year-picker';
import { MonthlyRecordChart } from '@/features/results/components/monthly-record-chart';
import { archiveMonth, isCurrentMonth, nextMonth, previousMonth } from '@/features/results/utils/archive-month';
import { LaterTexts, laterPageTexts } from '@/lib/later-texts';
import type { PageLoad } from '@/lib/page-load';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
import { useSiteToday } from '@/lib/site-day';
import type { SiteDate } from '@/lib/site-time';
import { useTexts, type Texts } from '@/lib/texts';
import { NotFoundPage, notFoundOutcome } from './not-found';

function recordChartMeta(shown: Month, texts: Texts): PageMeta {
  const { t } = texts;
  const period = texts.monthOfYear(shown);
  return {
    title: t('recordChart.title', { period }),
    description: t('recordChart.description', { period }),
    path: sitePaths.recordChart(shown.year, shown.month),
    breadcrumbs: [
      { name: t('crumb.home'), path: sitePaths.home },
      { name: t('recordChart.crumb', { period }), path: sitePaths.recordChart(shown.year, shown.month) },
    ],
    temporalCoverage: `${shown.year}-${String(shown.month).padStart(2, '0')}`,
  };
}

export const load: PageLoad = async ({ params, searchParams, today, reads, keep, laterTexts }) => {
  const texts = laterTexts(laterPageTexts);
  // /record-chart, or its month/year form without scripts: off to the month's address.
  if (params.year === undefined) {
    const asked = archiveMonth(searchParams.get('year'), searchParams.get('month'), today) ?? today;
    return { redirect: texts.path(sitePaths.recordChart(asked.year, asked.month)) };
  }
  const shown = archiveMonth(params.year, params.month, today);
  if (!shown) return notFoundOutcome(texts);
  await Promise.all([
    keep(gameNamesQuery(texts.language).queryKey, reads.ghadis().then((games) => namedGamesIn(texts.language, games)), 'gameNames'),
    keep(monthResultsQuery(shown).queryKey, reads.monthResults(shown.year, shown.month)),
    keep(holidaysQuery(shown).queryKey, reads.holidays(shown.year, shown.month)),
  ]);
  return { meta: recordChartMeta(shown, texts) };
};

function RecordChart({ shown, today }: { shown: Month; today: SiteDate }) {
  const texts = useTexts();
  const { t } = texts;
  const games = useGameNames(texts.language);
  const results = useMonthResults(shown);
  const holidays = useHolidays(shown);
  const meta = recordChartMeta(shown, texts);
  usePageMeta(meta);
  const previous = previousMonth(shown);
  const next = nextMonth(shown);
  return (
    <>
      <LanguageSwitch />
      <h1>{meta.title}</h1>
      <MonthYearPicker
        shown={shown}
        today={today}
        action={texts.path(pagePatterns.recordChartNow)}
        hrefOf={(chosen) => texts.path(sitePaths.recordChart(chosen.year, chosen.month))}
      />
      <QueryState
        isPending={games.isPending || results.isPending}
        isError={games.isError || results.isError}
        onRetry={() => void Promise.all([games.refetch(), results.refetch()])}
      >
        <MonthlyRecordChart games={games.data ?? []} results={results.data ?? []} holidays={holidays.data} month={shown.month} year={shown.year} />
      </QueryState>
      <DownloadLinks label={t('chart.downloads')} pathOf={(format) => publicApiPaths.monthDownload.url(shown.year, shown.month, format)} />
      <ArchiveNav
        label={t('chart.archive')}
        links={[
          { href: texts.path(sitePaths.recordChart(previous.year, previous.month)), label: texts.monthOfYear(previous) },
          isCurrentMonth(shown, today)
            ? undefined
            : { href: texts.path(sitePaths.recordChart(next.year, next.month)), label: texts.monthOfYear(next) },
        ]}
      />
    </>
  );
}

function RecordChartPage() {
  const { t } = useTexts();
  const params = useParams();
  const today = useSiteToday();
  const shown = today && archiveMonth(params.year, params.month, today);
  if (today && !shown) return <NotFoundPage />;
  return (
    <main className="record-chart-page">
      {today && shown ? <RecordChart key={`${shown.year}:${shown.month}`} shown={shown} today={today} /> : <p className="page-loading">{t('common.loading')}</p>}
    </main>
  );
}

/** /record-chart/{yyyy}/{mm}: every game's results of one month. */
export function Page() {
  return (
    <LaterTexts catalogs={laterPageTexts}>
      <RecordChartPage />
    </LaterTexts>
  );
}
