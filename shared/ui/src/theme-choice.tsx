import { THEME_STORAGE_KEY, themeChoices, type ThemeChoice as Choice } from '@ghadi/contracts';
import { useUiTexts, type UiTextId } from './ui-texts';

const choiceWords: Record<Choice, UiTextId> = { system: 'ui.themeSystem', light: 'ui.themeLight', dark: 'ui.themeDark' };

/** The choice the page's script applied (contracts' PAGE_SCRIPT keeps it); the phone's setting where there is none. */
function storedChoice(): Choice {
  // Only a page in a browser has one: a server render shows the default, which the page's script then corrects.
  if (typeof window === 'undefined') return 'system';
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Light, dark, or the phone's setting, on every page. Markup only: the page's inline script (PAGE_SCRIPT)
 * stores a change and applies it, on the public pages (where this is drawn on the server, outside the app)
 * and in the back offices alike.
 */
export function ThemeChoice() {
  const { t } = useUiTexts();
  return (
    <label className="theme-choice">
      {t('ui.theme')}{' '}
      <select data-theme-choice="" defaultValue={storedChoice()}>
        {themeChoices.map((choice) => (
          <option key={choice} value={choice}>
            {t(choiceWords[choice])}
          </option>
        ))}
      </select>
    </label>
  );
}
