/**
 * What free text may hold, for the browser forms and the server alike. Plain functions: the schemas in
 * ./ghadi-input and ./result-requests attach them with their own messages.
 */

// Controls, format characters (zero-width, soft hyphen, bidi marks, overrides and isolates, BOM), line and
// paragraph separators, surrogates, private-use and unassigned code points, and what Unicode says to draw
// as nothing (fillers, variation selectors). Each either shows nothing or changes how its neighbours show.
const NOT_PRINTABLE = /[\p{C}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** Letters, marks, digits, punctuation, symbols and spaces only. */
export const isPrintable = (text: string): boolean => !NOT_PRINTABLE.test(text);

// Hindi spelling needs ZWJ/ZWNJ in one place: after a virama, to pick the half or the full form of the
// consonant that follows. There they change a visible shape; anywhere else they only hide a difference.
const DEVANAGARI_JOINER = /\u094D[\u200C\u200D](?=\p{Script=Devanagari})(?=\p{L})/gu;

/** Like isPrintable, but with ZWJ/ZWNJ allowed where Devanagari spelling uses them. */
export const isPrintableDevanagari = (text: string): boolean => isPrintable(text.replace(DEVANAGARI_JOINER, '\u094D'));

/**
 * The form a game name is stored and compared in: NFKC (fullwidth letters become ASCII, accents compose,
 * a non-breaking space becomes a space), runs of spaces made one (a page shows them as one), and no space
 * at either end. Only spaces: a control character at an end is for the rules to refuse, not to drop.
 */
export const normalizeName = (name: string): string =>
  name.normalize('NFKC').replace(/\p{Zs}+/gu, ' ').replace(/^ | $/g, '');

/**
 * A game's key: English names are unique by it, and a chart's URL carries it (sitePaths) and finds its game
 * by it. The normalized name case-folded, so names that only look different (fullwidth, a non-breaking space,
 * a decomposed accent, another case) share one key. Upper then lower case folds more than lower case alone
 * (ß and ss, ı and i); NFKC again recomposes what the case mapping decomposed.
 */
export const gameNameKey = (nameEn: string): string => normalizeName(nameEn).toUpperCase().toLowerCase().normalize('NFKC');

// A combining mark of no particular script still standing alone after NFKC: stacked on an accented letter,
// on a letter with no accented form, or on a space. It lets text look like other text; names don't need it.
const STRAY_MARK = /(?=\p{M})\p{Script=Inherited}/u;

export const hasStrayCombiningMark = (text: string): boolean => STRAY_MARK.test(text);

// Digits, spaces, punctuation (Common) and combining marks (Inherited) belong to no script.
const NO_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}]/u;
// Scripts the site writes in, and those with letters that pass for Latin ones; letters of any other
// script count as one more script.
const SCRIPTS = [
  ['Latin', /\p{Script=Latin}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
] as const;
const LATIN_LOOK_ALIKES = new Set(['Cyrillic', 'Greek', 'Armenian', 'Cherokee']);

function scriptsOf(text: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of text) {
    if (!NO_SCRIPT.test(char)) scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other');
  }
  return scripts;
}

/** Only Latin letters, if any: a name written wholly in look-alike letters (Cyrillic "Ѕаі") is not an English name. */
export const writesInLatinOnly = (text: string): boolean => [...scriptsOf(text)].every((script) => script === 'Latin');

/** A word (between spaces) with letters of two scripts, such as a Cyrillic "а" in "Kаlyan". */
export const mixesScriptsWithinAWord = (text: string): boolean =>
  text.split(/\s+/u).some((word) => scriptsOf(word).size > 1);

/** Latin words beside words written wholly in look-alike letters, such as a Cyrillic "Ѕаі" in "Ѕаі Day". */
export const mixesLatinWithLookAlikes = (text: string): boolean => {
  const scripts = [...scriptsOf(text)];
  return scripts.includes('Latin') && scripts.some((script) => LATIN_LOOK_ALIKES.has(script));
};

/** User names are unique case-insensitively; this is the key they are compared by. */
export const userNameKey = (userName: string): string => userName.trim().toLowerCase();
