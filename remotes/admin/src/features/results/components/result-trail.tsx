import { siteDateTimeText, type ReviewResult } from '@ghadi/contracts';
import { Alert, useSiteTimeZone } from '@ghadi/ui';
import { ValueChange } from '@/components/value-change';
import { useResultHistory } from '@/lib/reads/results';
import { useTexts } from '@/lib/texts';

/** A result's trail, oldest first: when (site time), who, the old and new value, and whether entered or imported. */
export function ResultTrail({ result }: { result: ReviewResult }) {
  const { t, language } = useTexts();
  const timeZone = useSiteTimeZone();
  const history = useResultHistory(result.id);
  if (history.isPending) return <p>{t('common.loading')}</p>;
  if (history.isError) return <Alert tone="error">{t('results.historyFailed')}</Alert>;
  return (
    <ol className="result-trail" aria-label={t('results.historyOf', { name: result.Name, date: result.DateTime })}>
      {history.data.map((entry, index) => (
        <li key={index}>
          <span className="nowrap">{siteDateTimeText(entry.ChangedAt, timeZone, language)}</span>
          <span>{entry.ChangedBy}</span>
          <ValueChange from={entry.From} to={entry.To} />
          <span className="trail-source">{t(entry.Source === 'imported' ? 'results.imported' : 'results.entered')}</span>
        </li>
      ))}
    </ol>
  );
}
