import { englishPathOf, languageOfPath, pathInLanguage } from '@ghadi/contracts';

/** The home page of a language spelled without its slash (`/hi`): its one URL is `/hi/`. */
export const isBareLanguageHome = (pathname: string): boolean =>
  englishPathOf(pathname) === '/' && pathname !== pathInLanguage(languageOfPath(pathname), '/');

/**
 * Where to send a page address spelled another way than browsers write it (an empty, `.` or `..` segment,
 * a trailing slash: `//about`, `/about/`, `/x/../about`), its query kept; undefined when it is spelled that
 * way. Such a spelling is the same page, so it gets a 301 rather than a copy; the pages name their canonical
 * URL for the rest (letter case, an unpadded month). A language's home page keeps its slash (`/hi/`).
 */
export function canonicalPageLocation(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const spelled = queryAt === -1 ? url : url.slice(0, queryAt);
  const kept: string[] = [];
  for (const segment of spelled.split('/')) {
    const dots = segment.replace(/%2e/gi, '.');
    if (segment === '' || dots === '.') continue;
    if (dots === '..') kept.pop();
    // A browser reads `\` as `/`: `/\host` must not leave the site.
    else kept.push(segment.replace(/\\/g, '%5C'));
  }
  const joined = `/${kept.join('/')}`;
  const path = isBareLanguageHome(joined) ? pathInLanguage(languageOfPath(joined), '/') : joined;
  if (path === spelled) return undefined;
  return queryAt === -1 ? path : `${path}${url.slice(queryAt)}`;
}
