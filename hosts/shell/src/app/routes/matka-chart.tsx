import { Link, useLocation, useParams } from 'react-router';
import { matkaChartPagePath, sitePaths, type MatkaChartKind as ChartPath } from '@ghadi/contracts';
import { LanguageSwitch } from '@/components/language-switch';
import { matkaChartQuery, useMatkaChart, type MatkaChartRead } from '@/features/results/api/get-matka-chart';
import { GameChartError } from '@/features/results/components/game-chart-failure';
import { MatkaChartTable, type MatkaChartKind } from '@/features/results/components/matka-charts';
import { LaterTexts, laterPageTexts, type LaterCatalogs } from '@/lib/later-texts';
import type { PageLoad } from '@/lib/page-load';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
import { useSiteToday } from '@/lib/site-day';
import type { SiteDate } from '@/lib/site-time';
import { useTexts, type Texts } from '@/lib/texts';
import english from '@/locales/matka-charts/en.json';
import hindi from '@/locales/matka-charts/hi.json';
import { NotFoundPage, notFoundOutcome } from './not-found';

/** The later pages' texts and the charts' own, which come with their code only. */
const chartTexts: LaterCatalogs = {
  en: { ...laterPageTexts.en, ...(english as LaterCatalogs['en']) },
  hi: { ...laterPageTexts.hi, ...(hindi as LaterCatalogs['hi']) },
};

const pathOf: Record<MatkaChartKind, ChartPath> = { jodi: 'jodi-chart', panel: 'panel-chart' };

function chartMeta(name: string, chart: MatkaChartKind, read: MatkaChartRead | undefined, texts: Texts): PageMeta {
  const { t } = texts;
  // An unknown market's 404 page is titled by the address it was asked for.
  const game = read ? texts.gameName(read.ghadi) : name.toUpperCase();
  const path = matkaChartPagePath(name, pathOf[chart]);
  return {
    title: t(chart === 'jodi' ? 'matka.jodiTitle' : 'matka.panelTitle', { game }),
    description: t(chart === 'jodi' ? 'matka.jodiDescription' : 'matka.panelDescription', { game }),
    path,
    breadcrumbs: [
      { name: t('crumb.home'), path: sitePaths.home },
      { name: game, path: sitePaths.gameChart(name) },
      { name: t(chart === 'jodi' ? 'matka.jodiCrumb' : 'matka.panelCrumb'), path },
    ],
  };
}

const loadOf =
  (chart: MatkaChartKind): PageLoad =>
  async ({ params, today, reads, keep, laterTexts }) => {
    const texts = laterTexts(chartTexts);
    const name = params.name ?? '';
    const read = await keep(matkaChartQuery({ name, today }).queryKey, reads.matkaChart(name));
    return read === null ? notFoundOutcome(texts) : { meta: chartMeta(name, chart, read, texts) };
  };

export const loadJodiChart = loadOf('jodi');
export const loadPanelChart = loadOf('panel');

function MatkaChartView({ name, chart, today }: { name: string; chart: MatkaChartKind; today: SiteDate }) {
  const texts = useTexts();
  const { t } = texts;
  const read = useMatkaChart({ name, today });
  const data = read.data;
  const meta = chartMeta(name, chart, data, texts);
  usePageMeta(meta);
  if (data === null) return <NotFoundPage />;
  const other: MatkaChartKind = chart === 'jodi' ? 'panel' : 'jodi';
  return (
    <main className="game-chart matka-chart-page">
      <Link to={texts.path(sitePaths.gameChart(name))}>{data ? texts.gameName(data.ghadi) : t('common.backToChart')}</Link>
      <LanguageSwitch />
      <h1>{meta.title}</h1>
      {read.isPending && <p className="page-loading">{t('common.loading')}</p>}
      {read.isError && <GameChartError error={read.error} />}
      {data && !data.lines.some(Boolean) && <p>{t('matka.none')}</p>}
      {data && <MatkaChartTable data={data} chart={chart} caption={meta.title} />}
      <p className="stats-link">
        <Link to={texts.path(matkaChartPagePath(name, pathOf[other]))}>{t(other === 'jodi' ? 'chart.jodiChart' : 'chart.panelChart')}</Link>
      </p>
    </main>
  );
}

function MatkaChartPage({ chart }: { chart: MatkaChartKind }) {
  const texts = useTexts();
  const params = useParams();
  const today = useSiteToday();
  const name = params.name ?? '';
  if (!today) {
    return (
      <main className="game-chart matka-chart-page">
        <p className="page-loading">{texts.t('common.loading')}</p>
      </main>
    );
  }
  return <MatkaChartView key={name} name={name} chart={chart} today={today} />;
}

/**
 * /satta-results/{name}/jodi-chart: a matka market's jodis, a row per week, a column per market day; and
 * /satta-results/{name}/panel-chart: its open panna, jodi and close panna of each market day.
 */
export function Page() {
  const chart: MatkaChartKind = useLocation().pathname.endsWith(`/${pathOf.panel}`) ? 'panel' : 'jodi';
  return (
    <LaterTexts catalogs={chartTexts}>
      <MatkaChartPage chart={chart} />
    </LaterTexts>
  );
}
