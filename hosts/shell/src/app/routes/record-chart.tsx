import { useParams } from 'react-router';
import { apiPaths, sitePaths } from '@ghadi/contracts';
import { QueryState } from '@/components/query-state';
import { ghadisQuery, useGhadis } from '@/features/games/api/get-ghadis';
import { holidaysQuery, useHolidays } from '@/features/results/api/get-holidays';
import { monthResultsQuery, useMonthResults, type Month } from '@/features/results/api/get-month-results';
import { ArchiveNav } from '@/features/results/components/archive-nav';
import { DownloadLinks } from '@/features/results/components/download-links';
import { MonthYearPicker } from '@/features/results/components/month-year-picker';
import { MonthlyRecordChart } from '@/features/results/components/monthly-record-chart';
import { archiveMonth, isCurrentMonth, nextMonth, previousMonth } from '@/features/results/utils/archive-month';
import type { PageLoad } from '@/lib/page-load';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
import { useSiteToday } from '@/lib/site-day';
import { monthName, type SiteDate } from '@/lib/site-time';
import { NotFoundPage, notFoundOutcome } from './not-found';

function recordChartMeta(shown: Month): PageMeta {
  const period = `${monthName(shown.month)} ${shown.year}`;
  return {
    title: `Record Chart ${period}: every game`,
    description: `Results of every game for each day of ${period}.`,
    path: sitePaths.recordChart(shown.year, shown.month),
    breadcrumbs: [
      { name: 'Home', path: sitePaths.home },
      { name: `Record Chart ${period}`, path: sitePaths.recordChart(shown.year, shown.month) },
    ],
    temporalCoverage: `${shown.year}-${String(shown.month).padStart(2, '0')}`,
  };
}

export const load: PageLoad = async ({ params, searchParams, today, reads, keep }) => {
  // /record-chart, or its month/year form without scripts: off to the month's address.
  if (params.year === undefined) {
    const asked = archiveMonth(searchParams.get('year'), searchParams.get('month'), today) ?? today;
    return { redirect: sitePaths.recordChart(asked.year, asked.month) };
  }
  const shown = archiveMonth(params.year, params.month, today);
  if (!shown) return notFoundOutcome();
  await Promise.all([
    keep(ghadisQuery.queryKey, reads.ghadis()),
    keep(monthResultsQuery(shown).queryKey, reads.monthResults(shown.year, shown.month)),
    keep(holidaysQuery(shown).queryKey, reads.holidays(shown.year, shown.month)),
  ]);
  return { meta: recordChartMeta(shown) };
};

function RecordChart({ shown, today }: { shown: Month; today: SiteDate }) {
  const games = useGhadis();
  const results = useMonthResults(shown);
  const holidays = useHolidays(shown);
  const meta = recordChartMeta(shown);
  usePageMeta(meta);
  const previous = previousMonth(shown);
  const next = nextMonth(shown);
  return (
    <>
      <h1>{meta.title}</h1>
      <MonthYearPicker shown={shown} today={today} action="/record-chart" hrefOf={(chosen) => sitePaths.recordChart(chosen.year, chosen.month)} />
      <QueryState
        isPending={games.isPending || results.isPending}
        isError={games.isError || results.isError}
        onRetry={() => void Promise.all([games.refetch(), results.refetch()])}
      >
        <MonthlyRecordChart games={games.data ?? []} results={results.data ?? []} holidays={holidays.data} month={shown.month} year={shown.year} />
      </QueryState>
      <DownloadLinks label="Downloads" pathOf={(format) => apiPaths.monthDownload.url(shown.year, shown.month, format)} />
      <ArchiveNav
        label="Chart archive"
        links={[
          { href: sitePaths.recordChart(previous.year, previous.month), label: `${monthName(previous.month)} ${previous.year}` },
          isCurrentMonth(shown, today) ? undefined : { href: sitePaths.recordChart(next.year, next.month), label: `${monthName(next.month)} ${next.year}` },
        ]}
      />
    </>
  );
}

/** /record-chart/{yyyy}/{mm}: every game's results of one month. */
export function Page() {
  const params = useParams();
  const today = useSiteToday();
  const shown = today && archiveMonth(params.year, params.month, today);
  if (today && !shown) return <NotFoundPage />;
  return (
    <main className="record-chart-page">
      {today && shown ? <RecordChart key={`${shown.year}:${shown.month}`} shown={shown} today={today} /> : <p className="page-loading">Loading...</p>}
    </main>
  );
}
