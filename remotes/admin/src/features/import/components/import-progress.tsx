import { useId } from 'react';
import { useTexts } from '@/lib/texts';

/**
 * An import under way: how much of the file has gone up while it is sent (when the browser says), then
 * an indeterminate bar while the server checks and writes the rows.
 */
export function ImportProgress({ sent }: { sent: number | undefined }) {
  const { t } = useTexts();
  const id = useId();
  const sending = sent !== undefined && sent < 1;
  return (
    <div className="import-progress">
      <label htmlFor={id}>{sending ? t('import.sending') : t('import.importing')}</label>
      <progress id={id} max={1} value={sending ? sent : undefined} />
    </div>
  );
}
