import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  accountPaths,
  loginRequestSchema,
  formRuleIn,
  newPasswordRule,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordsDiffer,
  type PasswordChangeRequest,
} from '@ghadi/contracts';
import { changeOwnPassword } from '@ghadi/api-client';
import { useSession } from '@ghadi/auth';
import { Alert } from '../alert';
import { PasswordInput } from '../password-input';
import { useUiTexts } from '../ui-texts';
import { useAccountAction } from './account-action';

type Field = keyof PasswordChangeRequest;
const blank: PasswordChangeRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The rules the server applies, checked before sending: any current password, the site's rule for the new one, typed twice alike. */
function check(values: PasswordChangeRequest): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const current = loginRequestSchema.shape.Password.safeParse(values.currentPassword);
  if (!current.success) errors.currentPassword = current.error.issues[0]?.message;
  const fresh = newPasswordRule.safeParse(values.newPassword);
  if (!fresh.success) errors.newPassword = fresh.error.issues[0]?.message;
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = passwordsDiffer;
  return errors;
}

/** Changes one's own password; the server signs the account out everywhere else (and revokes an agent's tokens). */
export function ChangePasswordSection() {
  const { t, language } = useUiTexts();
  const session = useSession();
  const queryClient = useQueryClient();
  const { busy, notice, run, prompt } = useAccountAction();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, message]) => [field, formRuleIn(language, message)])));
    if (Object.keys(found).length > 0) return;
    // The server's word, then what it did besides: an agent's tokens went with the other sessions.
    const told = session?.userType === 'agent' ? 'ui.account.passwordOthersEndedTokens' : 'ui.account.passwordOthersEnded';
    const done = await run('change', async () => t(told, { message: await changeOwnPassword(values) }));
    if (done) {
      setValues(blank);
      // The other sessions (and an agent's tokens) are gone: the lists show it.
      await queryClient.invalidateQueries({ queryKey: [accountPaths.mySessions] });
      if (session) await queryClient.invalidateQueries({ queryKey: [accountPaths.agentTokens.url(session.id)] });
    }
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  return (
    <section className="card account-section" aria-labelledby="password-title">
      <h2 id="password-title">{t('ui.account.passwordTitle')}</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {prompt}
      <form onSubmit={submit} noValidate>
        <PasswordInput label={t('ui.account.currentPassword')} autoComplete="current-password" {...field('currentPassword')} />
        <PasswordInput
          label={t('ui.account.newPassword')}
          autoComplete="new-password"
          hint={t('ui.account.passwordRule', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
          {...field('newPassword')}
        />
        <PasswordInput label={t('ui.account.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
        <button type="submit" className="button button-primary" disabled={busy !== null}>
          {busy === 'change' ? t('ui.account.passwordChanging') : t('ui.account.passwordChange')}
        </button>
      </form>
    </section>
  );
}
