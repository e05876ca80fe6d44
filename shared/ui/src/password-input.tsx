import { useUiTexts } from './ui-texts';
import { useId, useState } from 'react';
import type { TextFieldProps } from './text-field';

export interface PasswordInputProps extends Omit<TextFieldProps, 'type'> {
  /** The rule the password must meet, shown under the field and read with it. */
  hint?: string;
}

/** A password field with a show/hide toggle. */
export function PasswordInput({ label, value, onChange, error, hint, ...rest }: PasswordInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  const [visible, setVisible] = useState(false);
  const { t } = useUiTexts();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        />
        <button
          type="button"
          className="button button-ghost"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label={visible ? t('ui.hidePassword') : t('ui.showPassword')}
        >
          {visible ? t('ui.hide') : t('ui.show')}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
