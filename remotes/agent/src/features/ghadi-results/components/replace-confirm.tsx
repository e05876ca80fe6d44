import type { PendingReplace } from '../hooks/use-result-entry';
import { formatDrawDate } from '../utils/draw-date';
import { useTexts } from '@/lib/texts';

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
  const { t } = useTexts();
  return (
    <div className="replace-confirm" role="alert">
      <p>{t('form.replaceQuestion', { previous: pending.previous, result: pending.result, date: formatDrawDate(pending.dateTime) })}</p>
      <div className="replace-actions">
        {/* Cancel first and focused: a second press of Enter or a double tap must not publish. */}
        <button type="button" className="button" onClick={onCancel} autoFocus>
          {t('form.cancel')}
        </button>
        <button type="button" className="button button-primary" onClick={onConfirm}>
          {t('form.confirm')}
        </button>
      </div>
    </div>
  );
}
