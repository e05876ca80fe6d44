import { useState, type FormEvent } from 'react';
import { oneTimeCodeSchema, type AccountSecurity, type TotpEnrolment } from '@ghadi/contracts';
import { confirmTotp, disableTotp, startTotp } from '@ghadi/api-client';
import { Alert } from '../alert';
import { confirmAction } from '../confirm-action';
import { PasswordInput } from '../password-input';
import { TextField } from '../text-field';
import { useUiTexts } from '../ui-texts';
import { useAccountAction } from './account-action';
import { useAccountTexts } from './account-texts';

export interface TotpSectionProps {
  security: AccountSecurity;
  /** The factors changed: read them again (and release a session held to enrolment). */
  onChanged(): void;
}

/** The authenticator app: set it up (QR code, key, first code, recovery codes) or turn it off. */
export function TotpSection({ security, onChanged }: TotpSectionProps) {
  const t = useAccountTexts();
  const words = useUiTexts();
  const { busy, notice, run, prompt } = useAccountAction();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codeError, setCodeError] = useState('');

  const validCode = (): string | null => {
    const parsed = oneTimeCodeSchema.safeParse(code);
    setCodeError(parsed.success ? '' : words.codeInvalid);
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
    if (checked === null || !confirmAction(t.totpTurnOffConfirm)) return;
    const done = await run('off', () => disableTotp(password, checked));
    if (done) {
      setCode('');
      setPassword('');
      onChanged();
    }
  }

  return (
    <section className="card account-section" aria-labelledby="totp-title">
      <h2 id="totp-title">{t.totpTitle}</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {prompt}
      {recoveryCodes && (
        <div className="recovery-codes">
          <h3>{t.recoveryTitle}</h3>
          <p>{t.recoveryHint}</p>
          <ul aria-label={t.recoveryTitle}>
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>
                <code>{recoveryCode}</code>
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={() => setRecoveryCodes(null)}>
            {t.recoverySaved}
          </button>
        </div>
      )}
      {!security.totpEnabled && !enrolment && (
        <>
          <p>{t.totpOff}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== null}
            onClick={() => void run('start', async () => void setEnrolment(await startTotp()))}
          >
            {busy === 'start' ? t.totpStarting : t.totpStart}
          </button>
        </>
      )}
      {enrolment && (
        <form onSubmit={confirm} noValidate>
          <p>{t.totpScan}</p>
          <img className="totp-qr" src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`} alt={t.totpQrAlt} width={200} height={200} />
          <p>
            {t.totpKey}: <code className="totp-key">{enrolment.secret}</code>
          </p>
          <TextField label={words.code} name="code" autoComplete="one-time-code" inputMode="numeric" value={code} onChange={setCode} error={codeError} />
          <button type="submit" className="button button-primary" disabled={busy !== null}>
            {busy === 'confirm' ? t.totpConfirming : t.totpConfirm}
          </button>
        </form>
      )}
      {security.totpEnabled && (
        <form onSubmit={turnOff} noValidate>
          <p>{t.totpOn(security.recoveryCodesLeft)}</p>
          <PasswordInput label={t.passwordLabel} name="Password" autoComplete="current-password" value={password} onChange={setPassword} />
          <TextField label={words.code} name="code" autoComplete="one-time-code" value={code} onChange={setCode} error={codeError} />
          <button type="submit" className="button button-danger" disabled={busy !== null}>
            {busy === 'off' ? t.totpTurningOff : t.totpTurnOff}
          </button>
        </form>
      )}
    </section>
  );
}
