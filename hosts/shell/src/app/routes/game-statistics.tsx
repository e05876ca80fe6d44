import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { drawDateText, sitePaths, statisticsPagePath, STATISTICS_PERIODS, type GameStatistics, type StatisticsPeriodDays } from '@ghadi/contracts';
import { LanguageSwitch } from '@/components/language-switch';
import { gameStatisticsQuery, useGameStatistics, type GameStatisticsRead } from '@/features/results/api/get-game-statistics';
import { GameChartError } from '@/features/results/components/game-chart-failure';
import { DigitBars, DigitLegend, DigitTable } from '@/features/results/components/statistics-digit-bars';
import { numberText, StatisticsFigure } from '@/features/results/components/statistics-figure';
import { MonthShares, MonthSharesTable, ShareLegend, shareOf, type ShareKind } from '@/features/results/components/statistics-month-shares';
import { NumberGrid, NumberTable } from '@/features/results/components/statistics-number-grid';
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

// A summary names this many numbers at most (a short period can tie dozens); the table has them all.
const NAMED = 10;

/** The numbers (two digits each) holding the largest of `values`, and that value. */
function largest(values: ReadonlyArray<number | null>): { numbers: string; value: number } {
  const value = Math.max(0, ...values.map((each) => each ?? 0));
  const numbers = values.flatMap((each, number) => (each === value ? [numberText(number)] : []));
  return { numbers: numbers.slice(0, NAMED).join(', ') + (numbers.length > NAMED ? ' …' : ''), value };
}

const digitsWithMost = (counts: readonly number[]): string => {
  const most = Math.max(...counts);
  return counts.flatMap((count, digit) => (count === most ? [String(digit)] : [])).join(', ');
};

/** The period's picture of each number and each digit. */
function PeriodFigures({ statistics, days }: { statistics: GameStatistics; days: StatisticsPeriodDays }) {
  const { t } = useTexts();
  const period = statistics.periods.find((each) => each.days === days);
  if (!period) return null;
  const label = t('stats.lastDays', { days });
  if (period.counted === 0) return <p className="state-box">{t('stats.none')}</p>;
  const most = largest(period.numbers);
  const never = period.numbers.filter((count) => count === 0).length;
  return (
    <>
      <StatisticsFigure
        title={`${t('stats.numbers')}: ${label}`}
        hint={t('stats.numbersHint')}
        summary={`${t('stats.mostOften', { numbers: most.numbers, count: most.value })} ${t('stats.neverIn', { count: never })}`}
        picture={<NumberGrid values={period.numbers} />}
        table={<NumberTable values={period.numbers} caption={`${t('stats.numbers')}: ${label}`} corner={t('stats.digit')} />}
      />
      <StatisticsFigure
        title={`${t('stats.digits')}: ${label}`}
        summary={t('stats.digitsSummary', { first: digitsWithMost(period.firstDigits), second: digitsWithMost(period.secondDigits) })}
        picture={
          <>
            <DigitLegend />
            <DigitBars first={period.firstDigits} second={period.secondDigits} />
          </>
        }
        table={<DigitTable first={period.firstDigits} second={period.secondDigits} caption={`${t('stats.digits')}: ${label}`} />}
      />
    </>
  );
}

/** A chart of the months split by `kind`, summed up by the last 365 days' shares. */
function MonthFigure({ statistics, kind, title }: { statistics: GameStatistics; kind: ShareKind; title: string }) {
  const { t } = useTexts();
  const year = statistics.periods.find((period) => period.days === 365);
  const share = year && shareOf({ month: '', counted: year.counted, odd: year.odd, high: year.high }, kind);
  const [part, rest] = kind === 'odd' ? ['stats.odd', 'stats.even'] as const : ['stats.high', 'stats.low'] as const;
  return (
    <StatisticsFigure
      title={title}
      summary={share ? `${t('stats.lastDays', { days: 365 })}: ${t(part)} ${share[0]}%, ${t(rest)} ${share[1]}%.` : t('stats.none')}
      picture={
        <>
          <ShareLegend kind={kind} />
          <MonthShares months={statistics.months} kind={kind} />
        </>
      }
      table={<MonthSharesTable months={statistics.months} kind={kind} caption={title} />}
    />
  );
}

function PeriodSwitch({ shown, onChange }: { shown: StatisticsPeriodDays; onChange: (days: StatisticsPeriodDays) => void }) {
  const { t } = useTexts();
  return (
    <div className="stats-periods" role="group" aria-label={t('stats.period')}>
      {STATISTICS_PERIODS.map((days) => (
        <button key={days} type="button" className="button" aria-pressed={days === shown} onClick={() => onChange(days)}>
          {t('stats.lastDays', { days })}
        </button>
      ))}
    </div>
  );
}

function Statistics({ statistics }: { statistics: GameStatistics }) {
  const texts = useTexts();
  const { t } = texts;
  // The longest period first: the most results, the clearest picture; the buttons work once the page is live.
  const [days, setDays] = useState<StatisticsPeriodDays>(365);
  const year = statistics.periods.find((period) => period.days === 365);
  const longest = largest(statistics.daysSince);
  const missing = statistics.daysSince.filter((value) => value === null).length;
  return (
    <>
      <p className="stats-asof">{t('stats.asOf', { date: drawDateText(statistics.asOf, texts.language) })}</p>
      <PeriodSwitch shown={days} onChange={setDays} />
      <p className="stats-counted">
        {t('stats.lastDays', { days })}: {t('stats.counted', { count: statistics.periods.find((period) => period.days === days)?.counted ?? 0 })}
      </p>
      <PeriodFigures statistics={statistics} days={days} />
      {year && year.counted > 0 && (
        <StatisticsFigure
          title={t('stats.daysSince')}
          hint={t('stats.daysSinceHint')}
          summary={t('stats.longestAgo', { numbers: longest.numbers, days: longest.value, count: missing })}
          picture={<NumberGrid values={statistics.daysSince} />}
          table={<NumberTable values={statistics.daysSince} caption={t('stats.daysSince')} corner={t('stats.digit')} />}
        />
      )}
      <h2>{t('stats.shares')}</h2>
      <MonthFigure statistics={statistics} kind="odd" title={t('stats.oddEven')} />
      <MonthFigure statistics={statistics} kind="high" title={t('stats.highLow')} />
    </>
  );
}

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
