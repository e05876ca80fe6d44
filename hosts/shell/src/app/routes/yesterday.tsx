import { addDays, drawDateText, sitePaths } from '@ghadi/contracts';
import { LanguageSwitch } from '@/components/language-switch';
import { QueryState } from '@/components/query-state';
import { keepDayGames, useDayGames } from '@/features/games/api/get-day-games';
import { holidaysQuery, useHolidays } from '@/features/results/api/get-holidays';
import { dayResultsQuery, resultsOfDay, useDayResults } from '@/features/results/api/get-day-results';
import { DayResults } from '@/features/results/components/day-results';
import { drawDateOf } from '@/features/results/utils/archive-date';
import { LaterTexts, laterPageTexts } from '@/lib/later-texts';
import type { PageLoad } from '@/lib/page-load';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
import { parseSiteDay, useSiteToday } from '@/lib/site-day';
import type { SiteDate } from '@/lib/site-time';
import { useTexts, type Texts } from '@/lib/texts';

/** The site's yesterday, by its calendar (never 24 hours back). */
const yesterdayOf = (today: SiteDate): SiteDate => parseSiteDay(addDays(drawDateOf(today), -1));

function yesterdayMeta(yesterday: SiteDate, texts: Texts): PageMeta {
  const { t } = texts;
  const date = drawDateText(drawDateOf(yesterday), texts.language);
  return {
    title: t('yesterday.title', { date }),
    description: t('yesterday.description', { date }),
    path: sitePaths.yesterday,
    breadcrumbs: [
      { name: t('crumb.home'), path: sitePaths.home },
      { name: t('yesterday.title', { date }), path: sitePaths.yesterday },
    ],
    temporalCoverage: drawDateOf(yesterday),
  };
}

export const load: PageLoad = async ({ today, reads, keep, laterTexts }) => {
  const texts = laterTexts(laterPageTexts);
  const yesterday = yesterdayOf(today);
  await Promise.all([
    keepDayGames(texts.language, { reads, keep }),
    keep(
      dayResultsQuery(drawDateOf(yesterday)).queryKey,
      reads.monthResults(yesterday.year, yesterday.month).then((values) => resultsOfDay(values, drawDateOf(yesterday))),
    ),
    keep(holidaysQuery(yesterday).queryKey, reads.holidays(yesterday.year, yesterday.month)),
  ]);
  return { meta: yesterdayMeta(yesterday, texts) };
};

function Yesterday({ yesterday }: { yesterday: SiteDate }) {
  const texts = useTexts();
  const games = useDayGames(texts.language);
  const month = { year: yesterday.year, month: yesterday.month };
  const results = useDayResults(drawDateOf(yesterday));
  const holidays = useHolidays(month);
  const meta = yesterdayMeta(yesterday, texts);
  usePageMeta(meta);
  return (
    <>
      <LanguageSwitch />
      <h1>{meta.title}</h1>
      <QueryState
        isPending={games.isPending || results.isPending}
        isError={games.isError || results.isError}
        onRetry={() => void Promise.all([games.refetch(), results.refetch()])}
      >
        <DayResults games={games.data ?? []} results={results.data ?? []} holidays={holidays.data} date={drawDateOf(yesterday)} caption={meta.title} />
      </QueryState>
    </>
  );
}

function YesterdayPage() {
  const { t } = useTexts();
  const today = useSiteToday();
  const yesterday = today && yesterdayOf(today);
  return (
    <main className="yesterday-page">
      {yesterday ? <Yesterday key={drawDateOf(yesterday)} yesterday={yesterday} /> : <p className="page-loading">{t('common.loading')}</p>}
    </main>
  );
}

/** /yesterday: every game's result of the site's yesterday. */
export function Page() {
  return (
    <LaterTexts catalogs={laterPageTexts}>
      <YesterdayPage />
    </LaterTexts>
  );
}
