import { useId, useRef } from 'react';
import { RESULT_MAX_LENGTH } from '@ghadi/contracts';
import { useTexts } from '@/lib/texts';

/**
 * The result text. Results are digits with dashes (`123-45-678`), so not type=number: the numeric keyboard
 * is asked for, and a dash key sits beside the field because some phones' numeric keyboards have none.
 */
export function ResultField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTexts();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  function typeDash() {
    if (value.length < RESULT_MAX_LENGTH) onChange(`${value}-`);
    input.current?.focus();
  }
  return (
    <div className="field">
      <label htmlFor={id}>{t('form.result')}</label>
      <div className="result-input">
        <input
          id={id}
          ref={input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={RESULT_MAX_LENGTH}
          // Entering a result is what this screen is for: the keyboard is ready on arrival.
          autoFocus
        />
        <button
          type="button"
          className="button result-dash"
          aria-label={t('form.typeDash')}
          // Keeps the focus (and the phone's keyboard) in the field while the dash is tapped.
          onPointerDown={(event) => event.preventDefault()}
          onClick={typeDash}
        >
          -
        </button>
      </div>
    </div>
  );
}
