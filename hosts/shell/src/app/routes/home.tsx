import { LanguageSwitch } from '@/components/language-switch';
import { LoadingPlaceholder } from '@/components/loading-placeholder';
import { NoGames } from '@/components/no-games';
import { QueryState } from '@/components/query-state';
import { Link } from 'react-router';
import { sitePaths, type BoardDay } from '@ghadi/contracts';
import { drawDayQuery, useDrawDay } from '@/features/draw-day/api/get-draw-day';
import { GameDayStatus } from '@/features/draw-day/components/game-day-status';
import { LastUpdated } from '@/features/draw-day/components/last-updated';
import { LiveStrip } from '@/features/draw-day/components/live-strip';
import { PendingToday } from '@/features/draw-day/components/pending-today';
import { FollowGamesSlot } from '@/features/follow-games/components/follow-games-slot';
import { ghadisQuery, namedGamesIn, useGhadis } from '@/features/games/api/get-ghadis';
import { SattaChartGrid, SattaChartGridPlaceholder } from '@/features/games/components/satta-chart-grid';
import { TimeTable } from '@/features/games/components/time-table';
import { holidaysQuery, useHolidays } from '@/features/results/api/get-holidays';
import { monthResultsQuery, useMonthResults } from '@/features/results/api/get-month-results';
import { MonthlyRecordChart } from '@/features/results/components/monthly-record-chart';
import { previousMonth } from '@/features/results/utils/archive-month';
import { BlogSection } from '@/features/site-content/components/blog-section';
import { PromoMarquee } from '@/features/site-content/components/promo-marquee';
import { SiteTextSection } from '@/features/site-content/components/site-text-section';
import type { PageLoad } from '@/lib/page-load';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
import { useScrollToHash } from '@/lib/scroll-to-hash';
import { useSiteConfig } from '@/lib/runtime-config';
import { useSiteToday } from '@/lib/site-day';
import { useTexts, type Texts } from '@/lib/texts';

const homeMeta = (siteName: string | undefined, { t }: Texts): PageMeta => ({
  title: t('home.title', { siteName: siteName ?? t('home.defaultSiteName') }),
  description: t('home.description'),
  path: sitePaths.home,
});

export const load: PageLoad = async ({ today, reads, keep, siteName, texts }) => {
  await Promise.all([
    keep(ghadisQuery.queryKey, reads.ghadis(), 'gameList'),
    keep(monthResultsQuery(today).queryKey, reads.monthResults(today.year, today.month)),
    keep(drawDayQuery.queryKey, reads.drawDay(), 'board'),
    keep(holidaysQuery(today).queryKey, reads.holidays(today.year, today.month)),
  ]);
  return { meta: homeMeta(siteName, texts) };
};

const stateLine = (day: BoardDay | undefined) => day && <GameDayStatus game={day} />;

export function HomeRoute() {
  const texts = useTexts();
  const { t } = texts;
  const config = useSiteConfig();
  const today = useSiteToday();
  const games = useGhadis();
  const results = useMonthResults(today);
  const drawDay = useDrawDay();
  const holidays = useHolidays(today && { year: today.year, month: today.month });
  const gameDays = new Map(drawDay.data?.games.map((game) => [game.GID, game]));
  usePageMeta(homeMeta(config?.siteName, texts));
  useScrollToHash(games.isSuccess && results.isSuccess);
  const lastMonth = today && previousMonth(today);

  return (
    <main className="home">
      <h1 className="home-heading">{t('home.heading', { siteName: config?.siteName ?? t('home.defaultSiteName') })}</h1>
      <LiveStrip drawDay={drawDay.data} names={new Map(games.data?.map((game) => [game.GID, texts.gameName(game)]))} />
      <LanguageSwitch />
      <PromoMarquee />
      <SiteTextSection slug="promo-text" />
      <section id="satta-chart" aria-labelledby="satta-chart-heading">
        <h2 id="satta-chart-heading">{t('home.sattaChart')}</h2>
        <QueryState
          isPending={games.isPending}
          isError={games.isError}
          onRetry={() => void games.refetch()}
          placeholder={
            <LoadingPlaceholder>
              <SattaChartGridPlaceholder />
            </LoadingPlaceholder>
          }
        >
          {games.data?.length === 0 ? (
            <NoGames />
          ) : (
            <SattaChartGrid
              games={games.data ?? []}
              stateOf={(game) => stateLine(gameDays.get(game.GID))}
              pendingTodayOf={(game) => <PendingToday game={gameDays.get(game.GID)} />}
            />
          )}
        </QueryState>
        <LastUpdated drawDay={drawDay.data} />
        <FollowGamesSlot variant="pick" games={games.data?.map((game) => ({ GID: game.GID, name: texts.gameName(game) })) ?? []} />
      </section>
      <section id="time-table" aria-labelledby="time-table-heading">
        <h2 id="time-table-heading">{t('home.timeTable')}</h2>
        <QueryState isPending={games.isPending} isError={games.isError} onRetry={() => void games.refetch()}>
          <TimeTable games={games.data ?? []} />
        </QueryState>
      </section>
      <section id="record-chart" aria-labelledby="record-chart-heading">
        <h2 id="record-chart-heading">{t('card.recordChart')}</h2>
        <QueryState
          isPending={games.isPending || results.isPending || !today}
          isError={games.isError || results.isError}
          onRetry={() => void Promise.all([games.refetch(), results.refetch()])}
          // Rows 01 to 31 are there before the games' columns: the chart's height is known.
          placeholder={
            today && (
              <LoadingPlaceholder>
                <MonthlyRecordChart games={[]} results={[]} month={today.month} year={today.year} />
              </LoadingPlaceholder>
            )
          }
        >
          {today && (
            <MonthlyRecordChart games={namedGamesIn(texts.language, games.data ?? [])} results={results.data ?? []} holidays={holidays.data} month={today.month} year={today.year} />
          )}
        </QueryState>
        {lastMonth && (
          <p className="archive-nav">
            <Link to={texts.path(sitePaths.recordChart(lastMonth.year, lastMonth.month))}>
              {t('chart.monthRecordChart', { period: texts.monthOfYear(lastMonth) })}
            </Link>
          </p>
        )}
      </section>
      <BlogSection />
      <SiteTextSection slug="contact" id="contact" />
    </main>
  );
}
