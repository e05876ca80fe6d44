import { useState } from 'react';
import { GAME_KINDS, MARKET_DAYS, type Ghadi } from '@ghadi/contracts';
import { TextField } from '@ghadi/ui';
import { FailureAlert } from '@/components/failure-alert';
import { FormCard } from '@/components/form-card';
import { SelectField } from '@/components/select-field';
import { useCreateGhadi } from '@/features/ghadi/api/create-ghadi';
import { useUpdateGhadi } from '@/features/ghadi/api/update-ghadi';
import { checkGhadiForm, ghadiFormValues, type GhadiField, type GhadiFormErrors } from '@/features/ghadi/utils/ghadi-form';
import { useRuleText, useTexts } from '@/lib/texts';

/** Adds a game, or edits `ghadi`; Cancel or a successful save calls `onDone` (back to add mode). */
export function GhadiForm({ ghadi, onDone }: { ghadi: Ghadi | null; onDone: () => void }) {
  const { t } = useTexts();
  const ruleText = useRuleText();
  const [values, setValues] = useState(() => ghadiFormValues(ghadi));
  const [errors, setErrors] = useState<GhadiFormErrors>({});
  const create = useCreateGhadi();
  const update = useUpdateGhadi();
  const save = ghadi ? update : create;

  function finish() {
    setValues(ghadiFormValues(null));
    setErrors({});
    create.reset();
    update.reset();
    onDone();
  }

  function submit() {
    const checked = checkGhadiForm(values, ghadi);
    setErrors(checked.errors ?? {});
    if (!checked.body) return;
    if (ghadi) update.mutate({ id: ghadi.id, input: checked.body }, { onSuccess: finish });
    else create.mutate(checked.body, { onSuccess: finish });
  }

  const field = (name: GhadiField) => ({
    value: values[name],
    error: ruleText(errors[name]),
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });
  const market = values.Kind === 'matka';

  return (
    <FormCard
      title={ghadi ? t('ghadi.editTitle') : t('ghadi.addTitle')}
      editing={ghadi !== null}
      busy={save.isPending}
      onSubmit={submit}
      onCancel={finish}
      failure={save.isError && <FailureAlert message={t('ghadi.saveFailed')} error={save.error} />}
    >
      <TextField label={t('ghadi.nameEn')} autoComplete="off" autoFocus={ghadi !== null} {...field('NameEn')} />
      <TextField label={t('ghadi.nameHi')} lang="hi" autoComplete="off" {...field('NameHn')} />
      <TextField label={t('ghadi.resultTime')} placeholder={t('ghadi.resultTimeExample')} autoComplete="off" {...field('RTime')} />
      <TextField label={t('ghadi.orderId')} inputMode="numeric" autoComplete="off" {...field('OrderId')} />
      <SelectField label={t('ghadi.kind')} {...field('Kind')}>
        {GAME_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`ghadi.kind.${kind}`)}
          </option>
        ))}
      </SelectField>
      {market && <TextField label={t('ghadi.closeTime')} placeholder={t('ghadi.closeTimeExample')} autoComplete="off" {...field('CloseTime')} />}
      {market && (
        <SelectField label={t('ghadi.marketDays')} {...field('MarketDays')}>
          {MARKET_DAYS.map((days) => (
            <option key={days} value={days}>
              {t(`ghadi.marketDays.${days}`)}
            </option>
          ))}
        </SelectField>
      )}
    </FormCard>
  );
}
