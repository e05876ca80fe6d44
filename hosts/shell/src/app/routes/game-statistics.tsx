import { Link, useParams } from 'react-router';
import { sitePaths, statisticsPagePath } from '@ghadi/contracts';
import { LanguageSwitch } from '@/components/language-switch';
import { gameStatisticsQuery, useGameStatistics, type GameStatisticsRead } from '@/features/results/api/get-game-statistics';
import { GameChartError } from '@/features/results/components/game-chart-failure';
import { Statistics } from '@/features/results/components/statistics';
import { LaterTexts, laterPageTexts, type LaterCatalogs } from '@/lib/later-texts';
import type { PageLoad } from '@/lib/page-load';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
import { useSiteToday } from '@/lib/site-day';
import type { SiteDate } from '@/lib/site-time';
import { useTexts, type Texts } from '@/lib/texts';
import english from '@/locales/statistics/en.json';
import hindi from '@/locales/statistics/hi.json';
import { NotFoundPage, notFoundOutcome } from './not-found';

/** The later pages' texts and this page's own, which come with its code only. */
const statisticsTexts: LaterCatalogs = {
  en: { ...laterPageTexts.en, ...(english as LaterCatalogs['en']) },
  hi: { ...laterPageTexts.hi, ...(hindi as LaterCatalogs['hi']) },
};

function statisticsMeta(name: string, statistics: GameStatisticsRead | undefined, texts: Texts): PageMeta {
  const { t } = texts;
  // An unknown game's 404 page is titled by the address it was asked for.
  const game = statistics ? texts.gameName(statistics.ghadi) : name.toUpperCase();
  return {
    title: t('stats.title', { game }),
    description: t('stats.description', { game }),
    path: statisticsPagePath(name),
    breadcrumbs: [
      { name: t('crumb.home'), path: sitePaths.home },
      { name: game, path: sitePaths.gameChart(name) },
      { name: t('stats.crumb'), path: statisticsPagePath(name) },
    ],
  };
}

export const load: PageLoad = async ({ params, today, reads, keep, laterTexts }) => {
  const texts = laterTexts(statisticsTexts);
  const name = params.name ?? '';
  const statistics = await keep(gameStatisticsQuery({ name, today }).queryKey, reads.gameStatistics(name));
  return statistics === null ? notFoundOutcome(texts) : { meta: statisticsMeta(name, statistics, texts) };
};

function GameStatisticsView({ name, today }: { name: string; today: SiteDate }) {
  const texts = useTexts();
  const { t } = texts;
  const read = useGameStatistics({ name, today });
  const statistics = read.data;
  const meta = statisticsMeta(name, statistics, texts);
  usePageMeta(meta);
  if (statistics === null) return <NotFoundPage />;
  return (
    <main className="game-chart game-statistics">
      <Link to={texts.path(sitePaths.gameChart(name))}>{statistics ? texts.gameName(statistics.ghadi) : t('common.backToChart')}</Link>
      <LanguageSwitch />
      <h1>{meta.title}</h1>
      <p className="stats-notice">{t('stats.notPrediction')}</p>
      {read.isPending && <p className="page-loading">{t('common.loading')}</p>}
      {read.isError && <GameChartError error={read.error} />}
      {statistics && <Statistics statistics={statistics} />}
    </main>
  );
}

function GameStatisticsPage() {
  const texts = useTexts();
  const params = useParams();
  const today = useSiteToday();
  const name = params.name ?? '';
  if (!today) {
    return (
      <main className="game-chart game-statistics">
        <p className="page-loading">{texts.t('common.loading')}</p>
      </main>
    );
  }
  return <GameStatisticsView key={name} name={name} today={today} />;
}

/** /satta-results/{name}/statistics: the game's past results counted, as pictures with their tables. */
export function Page() {
  return (
    <LaterTexts catalogs={statisticsTexts}>
      <GameStatisticsPage />
    </LaterTexts>
  );
}
