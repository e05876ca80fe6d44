import type { PendingReplace } from '../hooks/use-result-entry';
import { formatDrawDate } from '../utils/draw-date';

/** The second step before a published value is overwritten: the old and new values side by side. */
export function ReplaceConfirm({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: PendingReplace;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="replace-confirm" role="alert">
      <p>{`Replace ${pending.previous} with ${pending.result} for ${formatDrawDate(pending.dateTime)}?`}</p>
      <div className="replace-actions">
        {/* Cancel first and focused: a second press of Enter or a double tap must not publish. */}
        <button type="button" className="button" onClick={onCancel} autoFocus>
          Cancel
        </button>
        <button type="button" className="button button-primary" onClick={onConfirm}>
          Confirm
        </button>
      </div>
    </div>
  );
}
