import { useId, useState } from 'react';
import type { ReviewResult } from '@ghadi/contracts';
import { ResultTrail } from './result-trail';
import { useTexts } from '@/lib/texts';

/** Columns of the review table: the spec's five. */
export const REVIEW_COLUMNS = 5;

/** One row of the review; a result whose value was changed has a History toggle that opens its trail below. */
export function ReviewRow({ row }: { row: ReviewResult }) {
  const { t } = useTexts();
  const trailId = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <tr>
        <td>
          {row.AgentName}
          <span className="muted-line">{row.AgentUserName}</span>
        </td>
        <td>{row.Name}</td>
        <td>
          <span className="review-result">
            {row.Result}
            {row.Changes > 0 && (
              <button
                type="button"
                className="button"
                aria-expanded={expanded}
                // Only while open: the trail's row exists only then.
                aria-controls={expanded ? trailId : undefined}
                onClick={() => setExpanded((open) => !open)}
              >
                {t('results.history')}
              </button>
            )}
          </span>
        </td>
        <td className="nowrap">{row.DateTime}</td>
        <td>{row.isActive ? t('common.active') : t('common.inactive')}</td>
      </tr>
      {expanded && (
        <tr className="trail-row">
          <td id={trailId} colSpan={REVIEW_COLUMNS}>
            <ResultTrail result={row} />
          </td>
        </tr>
      )}
    </>
  );
}
