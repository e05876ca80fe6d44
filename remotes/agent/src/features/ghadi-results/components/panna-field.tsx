import { useId } from 'react';
import { formRule, formRuleIn, isPanna, parseMatkaLine } from '@ghadi/contracts';
import { useTexts } from '@/lib/texts';

interface PannaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The day's published line (null: none; undefined: not read yet). */
  published: string | null | undefined;
  /** The line the panna makes, which Update sends. */
  line: string | undefined;
}

/**
 * A matka market's entry: the panna alone, the open's or the close's by what is published that day, and
 * the line it makes, shown before it is sent (and announced as it changes).
 */
export function PannaField({ value, onChange, published, line }: PannaFieldProps) {
  const { t, language } = useTexts();
  const id = useId();
  const lineId = `${id}-line`;
  const close = published != null && parseMatkaLine(published) !== undefined;
  const typed = value.trim();
  const refused = typed.length === 3 && !isPanna(typed) ? formRuleIn(language, formRule('notAPanna', close ? 'closePanna' : 'openPanna')) : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{t(close ? 'market.closePanna' : 'market.openPanna')}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="send"
        maxLength={3}
        aria-invalid={refused ? true : undefined}
        aria-describedby={lineId}
        // Entering a result is what this screen is for: the keyboard is ready on arrival.
        autoFocus
      />
      <div id={lineId} className="market-line" aria-live="polite">
        {published && <p>{t('market.published', { line: published })}</p>}
        {refused && <p className="field-error">{refused}</p>}
        {line && <p>{t('market.willPublish', { line })}</p>}
      </div>
    </div>
  );
}
