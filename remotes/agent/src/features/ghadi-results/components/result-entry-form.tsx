import { useId } from 'react';
import type { Ghadi } from '@ghadi/contracts';
import { TextField } from '@ghadi/ui';
import { useResultEntry } from '../hooks/use-result-entry';
import { EntryFeedback } from './entry-feedback';
import { HolidayNotice } from './holiday-notice';
import { ReplaceConfirm } from './replace-confirm';
import { PannaField } from './panna-field';
import { ResultField } from './result-field';
import { useTexts } from '@/lib/texts';

/** Result and date for the chosen game, and Update; replacing a published value asks first; a holiday takes none. */
export function ResultEntryForm({ ghadi }: { ghadi: Ghadi }) {
  const { t } = useTexts();
  const entry = useResultEntry(ghadi);
  const noticeId = useId();
  return (
    <form
      className="result-entry"
      onSubmit={(event) => {
        event.preventDefault();
        void entry.submit();
      }}
    >
      {entry.market ? (
        <PannaField value={entry.result} onChange={entry.setResult} published={entry.published} line={entry.line} />
      ) : (
        <ResultField value={entry.result} onChange={entry.setResult} />
      )}
      <TextField label={t('form.date')} type="date" value={entry.dateTime} max={entry.today} onChange={entry.setDateTime} required />
      {entry.holiday && <HolidayNotice id={noticeId} ghadi={ghadi} dateTime={entry.dateTime} />}
      {entry.feedback && <EntryFeedback feedback={entry.feedback} />}
      {entry.pending ? (
        <ReplaceConfirm pending={entry.pending} onConfirm={entry.confirmReplace} onCancel={entry.cancelReplace} />
      ) : (
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={entry.result.trim() === '' || (entry.market && !entry.line) || entry.busy || entry.holiday}
          aria-describedby={entry.holiday ? noticeId : undefined}
        >
          {entry.busy ? t('form.updating') : t('form.update')}
        </button>
      )}
    </form>
  );
}
