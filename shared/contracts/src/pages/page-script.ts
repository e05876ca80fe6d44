/** Where a visitor's theme choice is kept (browser local storage): light, dark, or absent to follow the phone. */
export const THEME_STORAGE_KEY = 'theme';

/** The choices of the theme selector; `system` follows the phone's setting (prefers-color-scheme). */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/**
 * The one inline script of every page (public, widget, back offices), in the head of the pages' template,
 * allowed by its hash in the Content-Security-Policy (the server hashes this very text). It runs before the
 * stylesheet paints, so a dark page never flashes white: it sets `data-theme` on <html> from the stored
 * choice, else the phone's setting, and follows either when it changes. By delegation it also runs the
 * theme selectors (`select[data-theme-choice]`) and the share blocks (`details[data-share-url]`: the Web
 * Share API where the phone has it, else the block opens on its links; `[data-copy]` copies a link and says
 * so with its `data-done` words), so none of this weighs on the public first download. Small on purpose:
 * every page carries it.
 */
export const PAGE_SCRIPT = [
  '(function(d,w){',
  `var k='${THEME_STORAGE_KEY}',r=d.documentElement,m=w.matchMedia('(prefers-color-scheme: dark)');`,
  "function g(){try{return localStorage.getItem(k)||'system'}catch(e){return'system'}}",
  "function a(){var c=g();r.setAttribute('data-theme',c=='dark'||c!='light'&&m.matches?'dark':'light');",
  "d.querySelectorAll('[data-theme-choice]').forEach(function(s){s.value=c})}",
  "a();m.addEventListener('change',a);w.addEventListener('storage',a);d.addEventListener('DOMContentLoaded',a);",
  "d.addEventListener('change',function(e){var s=e.target;if(s.hasAttribute('data-theme-choice')){",
  "try{s.value=='system'?localStorage.removeItem(k):localStorage.setItem(k,s.value)}catch(x){}a()}});",
  "d.addEventListener('click',function(e){var t=e.target,s=t.closest('summary'),p=s&&s.parentNode,c=t.closest('[data-copy]');",
  'if(p&&p.dataset.shareUrl&&navigator.share){e.preventDefault();',
  'navigator.share({text:p.dataset.shareText,url:p.dataset.shareUrl}).catch(function(){})}',
  'if(c)navigator.clipboard.writeText(c.dataset.copy).then(function(){c.textContent=c.dataset.done})});',
  '})(document,window)',
].join('');
