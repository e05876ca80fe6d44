import { useState, type FormEvent } from 'react';
import { oneTimeCodeSchema, type AccountSecurity, type TotpEnrolment } from '@ghadi/contracts';
import { confirmTotp, disableTotp, startTotp } from '@ghadi/api-client';
import { Alert } from '../alert';
import { confirmAction } from '../confirm-action';
import { PasswordInput } from '../password-input';
import { TextField } from '../text-field';
import { useUiTexts } from '../ui-texts';
import { useAccountAction } from './account-action';

export interface TotpSectionProps {
  security: AccountSecurity;
  /** The factors changed: read them again (and release a session held to enrolment). */
  onChanged(): void;
}

/** The authenticator app: set it up (QR code, key, first code, recovery codes) or turn it off. */
export function TotpSection({ security, onChanged }: TotpSectionProps) {
  const { t } = useUiTexts();
  const { busy, notice, run, prompt } = useAccountAction();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codeError, setCodeError] = useState('');

  const validCode = (): string | null => {
    const parsed = oneTimeCodeSchema.safeParse(code);
    setCodeError(parsed.success ? '' : t('ui.codeInvalid'));
    return parsed.success ? parsed.data : null;
  };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const checked = validCode();
    if (checked === null) return;
    await run(
      'confirm',
      async () => {
        const answer = await confirmTotp(checked);
        setRecoveryCodes(answer.recoveryCodes);
        setEnrolment(null);
        setCode('');
        onChanged();
        return answer.message;
      },
    );
  }

  async function turnOff(event: FormEvent) {
    event.preventDefault();
    const checked = validCode();
    if (checked === null || !confirmAction(t('ui.account.totpTurnOffConfirm'))) return;
    const done = await run('off', () => disableTotp(password, checked));
    if (done) {
      setCode('');
      setPassword('');
      onChanged();
    }
  }

  return (
    <section className="card account-section" aria-labelledby="totp-title">
      <h2 id="totp-title">{t('ui.account.totpTitle')}</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {prompt}
      {recoveryCodes && (
        <div className="recovery-codes">
          <h3>{t('ui.account.recoveryTitle')}</h3>
          <p>{t('ui.account.recoveryHint')}</p>
          <ul aria-label={t('ui.account.recoveryTitle')}>
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>
                <code>{recoveryCode}</code>
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={() => setRecoveryCodes(null)}>
            {t('ui.account.recoverySaved')}
          </button>
        </div>
      )}
      {!security.totpEnabled && !enrolment && (
        <>
          <p>{t('ui.account.totpOff')}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== null}
            onClick={() => void run('start', async () => void setEnrolment(await startTotp()))}
          >
            {busy === 'start' ? t('ui.account.totpStarting') : t('ui.account.totpStart')}
          </button>
        </>
      )}
      {enrolment && (
        <form onSubmit={confirm} noValidate>
          <p>{t('ui.account.totpScan')}</p>
          <img className="totp-qr" src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`} alt={t('ui.account.totpQrAlt')} width={200} height={200} />
          <p>
            {t('ui.account.totpKey')}: <code className="totp-key">{enrolment.secret}</code>
          </p>
          <TextField label={t('ui.code')} name="code" autoComplete="one-time-code" inputMode="numeric" value={code} onChange={setCode} error={codeError} />
          <button type="submit" className="button button-primary" disabled={busy !== null}>
            {busy === 'confirm' ? t('ui.account.totpConfirming') : t('ui.account.totpConfirm')}
          </button>
        </form>
      )}
      {security.totpEnabled && (
        <form onSubmit={turnOff} noValidate>
          <p>{t('ui.account.totpOn', { left: security.recoveryCodesLeft })}</p>
          <PasswordInput label={t('ui.account.passwordLabel')} name="Password" autoComplete="current-password" value={password} onChange={setPassword} />
          <TextField label={t('ui.code')} name="code" autoComplete="one-time-code" value={code} onChange={setCode} error={codeError} />
          <button type="submit" className="button button-danger" disabled={busy !== null}>
            {busy === 'off' ? t('ui.account.totpTurningOff') : t('ui.account.totpTurnOff')}
          </button>
        </form>
      )}
    </section>
  );
}
