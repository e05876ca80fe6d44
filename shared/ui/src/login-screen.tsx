import { LanguageChoice } from './language-choice';
import { ThemeChoice } from './theme-choice';
import { useUiTexts } from './ui-texts';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { loginRequestSchema, formRuleIn, type LoginResponse, type SecondFactorChallenge, type UserType } from '@ghadi/contracts';
import { signIn, useSession } from '@ghadi/auth';
import { discardToken, errorMessage, login, passkeySignInOptions, signInWithPasskey } from '@ghadi/api-client';
import { passkeyNotUsed, passkeysSupported, signWithPasskey } from './passkey-ceremony';
import { readFailedSignIns } from './account-security/failed-sign-ins';
import { PasswordInput } from './password-input';
import { SecondFactorForm } from './second-factor-form';
import { TextField } from './text-field';

export interface LoginScreenProps {
  title: string;
  role: UserType;
  /** Where a successful sign-in lands when the visitor did not come from a page of this area. */
  homePath: string;
  /** Shown when the account signs in but is of the other user type. */
  wrongTypeMessage: string;
  /** Offers the back offices' language switch (an app whose screens are in both languages). */
  languageChoice?: boolean;
}

type FieldErrors = Partial<Record<'UserName' | 'Password', string>>;

function fieldErrors(values: { UserName: string; Password: string }): FieldErrors {
  const parsed = loginRequestSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Back to the page the guard turned the visitor away from, if it belongs to this area. */
function destination(location: Location, homePath: string): string {
  const from = (location.state as { from?: Location } | null)?.from;
  const areaRoot = homePath.slice(0, homePath.lastIndexOf('/') + 1);
  if (from?.pathname?.startsWith(areaRoot) && !from.pathname.endsWith('/login')) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return homePath;
}

export function LoginScreen({ title, role, homePath, wrongTypeMessage, languageChoice = false }: LoginScreenProps) {
  const { t, language } = useUiTexts();
  const session = useSession();
  const location = useLocation();
  const [values, setValues] = useState({ UserName: '', Password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState<'password' | 'passkey' | null>(null);
  const [secondStep, setSecondStep] = useState<SecondFactorChallenge | null>(null);

  // Signed in with this role (just now, or from before): leave for the area.
  if (session?.userType === role) return <Navigate to={destination(location, homePath)} replace />;

  /** Keeps a sign-in of this area's role; one of the other role is refused and its token revoked. */
  function finish(answer: LoginResponse) {
    if (answer.user.userType !== role) {
      setSecondStep(null);
      setFailure(wrongTypeMessage);
      void discardToken(answer.token);
      return;
    }
    signIn({ ...answer.user, token: answer.token, ...(answer.mfaEnrolmentRequired ? { mfaEnrolmentRequired: true } : {}) });
    void readFailedSignIns();
  }

  async function withPasskey() {
    setFailure('');
    setBusy('passkey');
    try {
      const { challenge, options } = await passkeySignInOptions();
      finish(await signInWithPasskey(challenge, await signWithPasskey(options)));
    } catch (error) {
      setFailure(passkeyNotUsed(error) ? t('ui.passkeyNotUsed') : errorMessage(error, t('ui.loginFailed')));
    } finally {
      setBusy(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = Object.fromEntries(Object.entries(fieldErrors(values)).map(([field, message]) => [field, formRuleIn(language, message)]));
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    setBusy('password');
    try {
      const answer = await login(values);
      if (answer.success) finish(answer);
      else setSecondStep(answer);
    } catch (error) {
      setFailure(errorMessage(error, t('ui.loginFailed')));
    } finally {
      setBusy(null);
    }
  }

  const update = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  if (secondStep) {
    return (
      <main className="login-screen">
        <SecondFactorForm step={secondStep} onSignedIn={finish} onStartOver={() => setSecondStep(null)} />
      </main>
    );
  }

  return (
    <main className="login-screen">
      <form className="card login-card" onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">{title}</h1>
        {languageChoice && <LanguageChoice />}
        <ThemeChoice />
        {failure && (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        )}
        <TextField
          label={t('ui.username')}
          name="UserName"
          autoComplete="username"
          value={values.UserName}
          onChange={update('UserName')}
          error={errors.UserName}
        />
        <PasswordInput
          label={t('ui.password')}
          name="Password"
          autoComplete="current-password"
          value={values.Password}
          onChange={update('Password')}
          error={errors.Password}
        />
        <button type="submit" className="button button-primary button-block" disabled={busy !== null}>
          {busy === 'password' ? t('ui.loggingIn') : t('ui.login')}
        </button>
        {passkeysSupported() && (
          <button type="button" className="button button-block" disabled={busy !== null} onClick={() => void withPasskey()}>
            {busy === 'passkey' ? t('ui.waitingForPasskey') : t('ui.passkeySignIn')}
          </button>
        )}
      </form>
    </main>
  );
}
