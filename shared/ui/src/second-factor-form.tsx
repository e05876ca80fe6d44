import { useState, type FormEvent } from 'react';
import { oneTimeCodeSchema, type LoginResponse, type SecondFactorChallenge } from '@ghadi/contracts';
import { answerSecondFactor, errorMessage } from '@ghadi/api-client';
import { passkeyNotUsed, signWithPasskey } from './passkey-ceremony';
import { TextField } from './text-field';
import { useUiTexts } from './ui-texts';

export interface SecondFactorFormProps {
  step: SecondFactorChallenge;
  onSignedIn(answer: LoginResponse): void;
  onStartOver(): void;
}

/** The second step of a sign-in: a code of the app or a recovery code, or the account's passkey. */
export function SecondFactorForm({ step, onSignedIn, onStartOver }: SecondFactorFormProps) {
  const { t } = useUiTexts();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState<'code' | 'passkey' | null>(null);
  const canUseCode = step.methods.includes('totp');
  const canUsePasskey = step.methods.includes('passkey');

  async function run(kind: 'code' | 'passkey', answer: () => Promise<LoginResponse>) {
    setFailure('');
    setBusy(kind);
    try {
      onSignedIn(await answer());
    } catch (caught) {
      // The browser's own refusal (cancelled, timed out) names no server message.
      setFailure(passkeyNotUsed(caught) ? t('ui.passkeyNotUsed') : errorMessage(caught, t('ui.loginFailed')));
    } finally {
      setBusy(null);
    }
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    const parsed = oneTimeCodeSchema.safeParse(code);
    setError(parsed.success ? '' : t('ui.codeInvalid'));
    if (parsed.success) void run('code', () => answerSecondFactor({ challenge: step.challenge, code: parsed.data }));
  }

  const answerWithPasskey = () =>
    run('passkey', async () => answerSecondFactor({ challenge: step.challenge, passkey: await signWithPasskey(step.passkeyOptions) }));

  return (
    <form className="card login-card" onSubmit={submitCode} noValidate aria-labelledby="second-step-title">
      <h1 id="second-step-title">{t('ui.twoStepTitle')}</h1>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      {canUseCode && (
        <>
          <p>{t('ui.twoStepHint')}</p>
          <TextField label={t('ui.code')} name="code" autoComplete="one-time-code" value={code} onChange={setCode} error={error} />
          <button type="submit" className="button button-primary button-block" disabled={busy !== null}>
            {busy === 'code' ? t('ui.verifying') : t('ui.verify')}
          </button>
        </>
      )}
      {canUsePasskey && (
        <>
          {canUseCode && <p>{t('ui.twoStepPasskeyHint')}</p>}
          <button type="button" className="button button-block" disabled={busy !== null} onClick={() => void answerWithPasskey()}>
            {busy === 'passkey' ? t('ui.waitingForPasskey') : t('ui.usePasskey')}
          </button>
        </>
      )}
      <button type="button" className="button button-ghost button-block" onClick={onStartOver}>
        {t('ui.startOver')}
      </button>
    </form>
  );
}
