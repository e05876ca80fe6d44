import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountPaths, loginRequestSchema, formRuleIn, oneTimeCodeSchema, type ReauthRequest } from '@ghadi/contracts';
import { errorMessage, reauthenticate, reauthOptions } from '@ghadi/api-client';
import { Alert } from '../alert';
import { passkeyNotUsed, passkeysSupported, signWithPasskey } from '../passkey-ceremony';
import { PasswordInput } from '../password-input';
import { TextField } from '../text-field';
import { useUiTexts } from '../ui-texts';

export interface ReauthFormProps {
  /** The server took the proof: the action that asked for it goes on. */
  onConfirmed(): void;
  onCancel(): void;
}

/**
 * Asks, where the refused action was, for what the server wants as a fresh proof: the password, and with a
 * factor on the account its app code (or a recovery code) or its passkey.
 */
export function ReauthForm({ onConfirmed, onCancel }: ReauthFormProps) {
  const { t, language } = useUiTexts();
  const titleId = useId();
  // A POST: each asking stores a new passkey challenge, so it is asked once per form and never kept.
  const options = useQuery({
    queryKey: [accountPaths.myReauthOptions],
    queryFn: reauthOptions,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState<'code' | 'passkey' | null>(null);
  const methods = options.data?.methods ?? [];
  const asksCode = methods.includes('totp');
  const offersPasskey = methods.includes('passkey') && passkeysSupported();

  /** The password as the sign-in checks it; undefined (and its error shown) when it is missing. */
  function checkedPassword(): string | undefined {
    const parsed = loginRequestSchema.shape.Password.safeParse(password);
    setErrors((current) => ({ ...current, password: parsed.success ? undefined : formRuleIn(language, parsed.error.issues[0]?.message ?? '') }));
    return parsed.success ? parsed.data : undefined;
  }

  async function confirm(kind: 'code' | 'passkey', body: () => Promise<ReauthRequest>) {
    setFailure('');
    setBusy(kind);
    try {
      await reauthenticate(await body());
      onConfirmed();
    } catch (error) {
      setFailure(passkeyNotUsed(error) ? t('ui.passkeyNotUsed') : errorMessage(error, t('ui.account.actionFailed')));
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Enter in the password field, when a passkey is the only second proof on offer.
    if (offersPasskey && !asksCode) return withPasskey();
    const Password = checkedPassword();
    let checkedCode: string | undefined;
    if (asksCode) {
      const parsed = oneTimeCodeSchema.safeParse(code);
      setErrors((current) => ({ ...current, code: parsed.success ? undefined : t('ui.codeInvalid') }));
      if (!parsed.success) return;
      checkedCode = parsed.data;
    }
    if (Password === undefined) return;
    void confirm('code', async () => (checkedCode === undefined ? { Password } : { Password, code: checkedCode }));
  }

  function withPasskey() {
    const Password = checkedPassword();
    if (Password === undefined) return;
    setErrors({});
    void confirm('passkey', async () => ({ Password, passkey: await signWithPasskey(options.data?.passkeyOptions) }));
  }

  return (
    <form className="reauth-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{t('ui.account.reauthTitle')}</h3>
      <p>{t('ui.account.reauthHint')}</p>
      {options.isError && <Alert tone="error">{errorMessage(options.error, t('ui.account.reauthLoadFailed'))}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      <PasswordInput
        label={t('ui.account.passwordLabel')}
        name="Password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      {asksCode && (
        <>
          <p>{t('ui.account.reauthCodeHint')}</p>
          <TextField label={t('ui.code')} name="code" autoComplete="one-time-code" value={code} onChange={setCode} error={errors.code} />
        </>
      )}
      {/* With a passkey only, the passkey is the way to confirm; with an app too, either. */}
      {(!offersPasskey || asksCode) && (
        <button type="submit" className="button button-primary" disabled={busy !== null || !options.isSuccess}>
          {busy === 'code' ? t('ui.account.reauthConfirming') : t('ui.account.reauthConfirm')}
        </button>
      )}
      {offersPasskey && (
        <>
          {asksCode && <p>{t('ui.twoStepPasskeyHint')}</p>}
          <button type="button" className="button button-primary" disabled={busy !== null} onClick={withPasskey}>
            {busy === 'passkey' ? t('ui.waitingForPasskey') : t('ui.account.reauthPasskey')}
          </button>
        </>
      )}
      <button type="button" className="button button-ghost" onClick={onCancel}>
        {t('ui.account.reauthCancel')}
      </button>
    </form>
  );
}
