import type { Locator } from '@playwright/test';

/** The login form's words in Hindi (shared/ui's). */
export const loginWordsHi = { username: 'यूज़रनेम', password: 'पासवर्ड', login: 'लॉगिन' };

/**
 * The Latin words left in `part` of a Hindi screen: outside `names` (the data's), what is marked English (the
 * switch back), code (slugs, CSV columns), the times' AM/PM and the one acronym the Hindi texts use.
 */
export function englishLeft(part: Locator, names: string[]): Promise<string[]> {
  return part.evaluate((element, known) => {
    const copy = element.cloneNode(true) as HTMLElement;
    // A text area's text is what was typed into it, and a select's options list the data (games, agents),
    // not the screen's words.
    for (const left of copy.querySelectorAll('[lang="en"], code, textarea, select, noscript, script, style')) left.remove();
    const text = known.reduce((rest, name) => rest.split(name).join(' '), copy.textContent ?? '');
    return [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])].filter((word) => !['CSV', 'AM', 'PM'].includes(word));
  }, names);
}
