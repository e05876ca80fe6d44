import { useState } from 'react';
import { drawDateText, STATISTICS_PERIODS, type GameStatistics, type StatisticsPeriodDays } from '@ghadi/contracts';
import { useTexts } from '@/lib/texts';
import { digitsWithMost, largest } from '../utils/statistics-summary';
import { DigitBars, DigitLegend, DigitTable } from './statistics-digit-bars';
import { StatisticsFigure } from './statistics-figure';
import { MonthShares, MonthSharesTable, ShareLegend, shareOf, type ShareKind } from './statistics-month-shares';
import { NumberGrid, NumberTable } from './statistics-number-grid';

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

/** A game's statistics: the period's pictures (switched by buttons once live), the days since, the months. */
export function Statistics({ statistics }: { statistics: GameStatistics }) {
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

