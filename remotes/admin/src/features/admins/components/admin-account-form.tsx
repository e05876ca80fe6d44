import { useState } from 'react';
import type { User } from '@ghadi/contracts';
import { PasswordInput, TextField } from '@ghadi/ui';
import { FailureAlert } from '@/components/failure-alert';
import { FormCard } from '@/components/form-card';
import { useCreateAdmin } from '@/features/admins/api/create-admin';
import { useUpdateAdmin } from '@/features/admins/api/update-admin';
import { checkNewAdmin, checkPasswordReset, emptyAdminForm, type AdminField, type AdminFormErrors } from '@/features/admins/utils/admin-form';
import { useRuleText, useTexts } from '@/lib/texts';

export interface AdminAccountFormProps {
  /** The admin whose password is being reset; null adds a new admin. */
  resetting: User | null;
  /** Back to add mode, after Cancel or a save; `message` is the server's word on a reset. */
  onDone: (message?: string) => void;
}

/** Adds an admin (name and first password), or sets a new password for `resetting`. */
export function AdminAccountForm({ resetting, onDone }: AdminAccountFormProps) {
  const { t } = useTexts();
  const ruleText = useRuleText();
  const [values, setValues] = useState(emptyAdminForm);
  const [errors, setErrors] = useState<AdminFormErrors>({});
  const create = useCreateAdmin();
  const update = useUpdateAdmin();
  const save = resetting ? update : create;

  function finish(message?: string) {
    setValues(emptyAdminForm);
    setErrors({});
    create.reset();
    update.reset();
    onDone(message);
  }

  function submit() {
    if (resetting) {
      const checked = checkPasswordReset(values);
      setErrors(checked.errors ?? {});
      if (checked.body) update.mutate({ id: resetting.id, input: checked.body }, { onSuccess: (message) => finish(message) });
    } else {
      const checked = checkNewAdmin(values);
      setErrors(checked.errors ?? {});
      if (checked.body) create.mutate(checked.body, { onSuccess: () => finish() });
    }
  }

  const field = (name: AdminField) => ({
    value: values[name],
    error: ruleText(errors[name]),
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  return (
    <FormCard
      title={resetting ? t('admins.resetTitle', { name: resetting.UserName }) : t('admins.addTitle')}
      editing={resetting !== null}
      busy={save.isPending}
      onSubmit={submit}
      onCancel={() => finish()}
      failure={save.isError && <FailureAlert message={t('admins.saveFailed')} error={save.error} />}
    >
      {!resetting && <TextField label={t('admins.username')} autoComplete="off" {...field('UserName')} />}
      <PasswordInput
        label={resetting ? t('admins.newPassword') : t('admins.password')}
        autoComplete="new-password"
        autoFocus={resetting !== null}
        {...field('Password')}
      />
      {resetting && <p className="field-hint">{t('admins.resetHint')}</p>}
    </FormCard>
  );
}
