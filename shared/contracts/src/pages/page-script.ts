/** Where a visitor's theme choice is kept (browser local storage); none is the phone's setting. */
export const THEME_STORAGE_KEY = 'theme';

/** The choices of the theme selector; `system` follows the phone's setting (prefers-color-scheme). */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/**
 * The one inline script of every page (public, widget, back offices), in the head of the pages' template,
 * allowed by its hash in the Content-Security-Policy (the server hashes this very text). It runs before the
 * stylesheet paints, so a dark page never flashes white: it sets `data-theme` on <html> from the stored
 * choice, else the phone's setting, and follows either when it changes (the phone, another tab). It also runs
 * the theme selectors (`select[data-theme-choice]`), by delegation, so the public first download carries none
 * of it. Every page carries it: it stays this small.
 */
export const PAGE_SCRIPT = [
  '(function(d,w){',
  `var k='${THEME_STORAGE_KEY}',r=d.documentElement,m=w.matchMedia('(prefers-color-scheme: dark)'),q='[data-theme-choice]';`,
  // The stored choice (`system` when none, or when storage is refused), applied, and shown by every selector.
  "function a(){var c;try{c=localStorage[k]}catch(e){}c=c=='dark'||c=='light'?c:'system';",
  "r.dataset.theme=c=='system'?m.matches?'dark':'light':c;",
  'd.querySelectorAll(q).forEach(function(s){s.value=c})}',
  // Now, when the phone or another tab changes it, and once the page's selectors are parsed.
  "a();m.onchange=w.onstorage=a;d.addEventListener('DOMContentLoaded',a);",
  "d.addEventListener('change',function(e){var s=e.target;if(s.matches(q)){try{localStorage[k]=s.value}catch(x){}a()}})",
  '})(document,window)',
].join('');
