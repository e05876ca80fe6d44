import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { sitePaths } from '@ghadi/contracts';
import { useGameResults } from '@/features/results/api/get-game-results';
import { GameChartError, gameChartFailureMessage, NoData } from '@/features/results/components/game-chart-failure';
import { GameRecordTable } from '@/features/results/components/game-record-table';
import { MonthYearPicker } from '@/features/results/components/month-year-picker';
import { usePageMeta } from '@/lib/page-meta';
import { useSiteConfig } from '@/lib/runtime-config';
import { monthName, siteDate } from '@/lib/site-time';
import type { SiteDate } from '@/lib/site-time';

function GameChart({ name, today }: { name: string; today: SiteDate }) {
  const [{ month, year }, setShown] = useState({ month: today.month, year: today.year });
  const results = useGameResults({ name, month, year });
  const title = `${results.data?.[0]?.Name ?? name.toUpperCase()} Record Chart ${monthName(month)} ${year}`;
  usePageMeta(title, `Results of ${name} for every day of ${monthName(month)} ${year}.`);
  const failure = results.isError ? gameChartFailureMessage(results.error) : undefined;
  return (
    <>
      <h1>{title}</h1>
      <MonthYearPicker month={month} year={year} currentYear={today.year} onChange={(m, y) => setShown({ month: m, year: y })} />
      {results.isPending && <p className="page-loading">Loading...</p>}
      {failure && <GameChartError message={failure} />}
      {(failure === null || results.data?.length === 0) && <NoData name={name} />}
      {results.data && results.data.length > 0 && <GameRecordTable results={results.data} caption={title} />}
    </>
  );
}

export function GameChartRoute() {
  const { name = '' } = useParams();
  const config = useSiteConfig();
  return (
    <main className="game-chart">
      <Link to={sitePaths.home}>Back to Chart</Link>
      {config ? <GameChart key={name} name={name} today={siteDate(config.timeZone)} /> : <p className="page-loading">Loading...</p>}
    </main>
  );
}
