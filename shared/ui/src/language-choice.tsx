import { otherLanguage } from '@ghadi/contracts';
import { chooseBackOfficeLanguage, useBackOfficeLanguage } from '@ghadi/i18n';

/**
 * Switches the back offices between English and Hindi; the browser remembers the choice. The button is
 * worded in the language it switches to.
 */
export function LanguageChoice() {
  const other = otherLanguage(useBackOfficeLanguage());
  return (
    <button type="button" className="button language-choice" lang={other} onClick={() => chooseBackOfficeLanguage(other)}>
      {other === 'hi' ? 'हिन्दी' : 'English'}
    </button>
  );
}
