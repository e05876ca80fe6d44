import { useId, useState, type FormEvent } from 'react';
import { drawDateIn, updateResultRequestSchema, type Ghadi } from '@ghadi/contracts';
import { TextField, useSiteTimeZone } from '@ghadi/ui';
import { FailureAlert } from '@/components/failure-alert';
import { fieldErrors } from '@/lib/field-errors';
import { useUpdateResult } from '@/features/ghadi/api/update-result';
import { ghadiLabel } from '@/features/ghadi/utils/ghadi-label';
import { useRuleText, useTexts } from '@/lib/texts';

interface UpdateResultPanelProps {
  ghadi: Ghadi;
  onCancel: () => void;
  /** After the server took the result; `previousResult` is the value it replaced, if any. */
  onUpdated: (previousResult: string | null) => void;
}

type Errors = Partial<Record<'result' | 'dateTime', string>>;

/** Spec: "Update Result for {English name (Hindi name)}", a result text, a date, Submit and Cancel. */
export function UpdateResultPanel({ ghadi, onCancel, onUpdated }: UpdateResultPanelProps) {
  const { t } = useTexts();
  const ruleText = useRuleText();
  const titleId = useId();
  const today = drawDateIn(useSiteTimeZone());
  const [result, setResult] = useState('');
  // Untouched, the date follows "today" in the site's zone, which may arrive after the panel opens.
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const dateTime = pickedDate ?? today;
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateResult();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateResultRequestSchema.safeParse({ ghadiId: ghadi._id, result, dateTime });
    setErrors(parsed.success ? {} : fieldErrors<keyof Errors>(parsed.error));
    if (parsed.success) update.mutate(parsed.data, { onSuccess: (answer) => onUpdated(answer.previousResult) });
  }

  return (
    <form className="card admin-form update-result-panel" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{t('update.title', { name: ghadiLabel(ghadi) })}</h3>
      {update.isError && <FailureAlert message={t('update.failed')} error={update.error} />}
      <div className="admin-form-fields">
        <TextField label={t('common.result')} autoComplete="off" autoFocus value={result} onChange={setResult} error={ruleText(errors.result)} />
        <TextField label={t('common.date')} type="date" max={today} value={dateTime} onChange={setPickedDate} error={ruleText(errors.dateTime)} />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          {t('update.submit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
