import { siteDateTimeText, type ReviewResult } from '@ghadi/contracts';
import { Alert, useSiteTimeZone } from '@ghadi/ui';
import { ValueChange } from '@/components/value-change';
import { useResultHistory } from '@/features/results/api/get-result-history';

/** A result's trail, oldest first: when (site time), who, the old and new value, and whether entered or imported. */
export function ResultTrail({ result }: { result: ReviewResult }) {
  const timeZone = useSiteTimeZone();
  const history = useResultHistory(result.id);
  if (history.isPending) return <p>Loading...</p>;
  if (history.isError) return <Alert tone="error">Failed to load result history</Alert>;
  return (
    <ol className="result-trail" aria-label={`History of ${result.Name} on ${result.DateTime}`}>
      {history.data.map((entry, index) => (
        <li key={index}>
          <span className="nowrap">{siteDateTimeText(entry.ChangedAt, timeZone)}</span>
          <span>{entry.ChangedBy}</span>
          <ValueChange from={entry.From} to={entry.To} />
          <span className="trail-source">{entry.Source}</span>
        </li>
      ))}
    </ol>
  );
}
