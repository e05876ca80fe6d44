import { useUiTexts } from './ui-texts';
import { useId, useState } from 'react';
import type { TextFieldProps } from './text-field';

/** A password field with a show/hide toggle. */
export function PasswordInput({ label, value, onChange, error, ...rest }: Omit<TextFieldProps, 'type'>) {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  const words = useUiTexts();
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
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        <button
          type="button"
          className="button button-ghost"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label={visible ? words.hidePassword : words.showPassword}
        >
          {visible ? words.hide : words.show}
        </button>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
