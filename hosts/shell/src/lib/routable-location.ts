import { languageOfPath, pathInLanguage } from '@ghadi/contracts';

// React Router matches a decoded path with patterns built on `.`, which stops at a line break: an address
// holding an encoded one (`/about%0a`) would match no route at all, not even the not-found page's `*`.
const LINE_BREAK = /[\n\r\u2028\u2029]/;
/** An address no page has, so the not-found page answers it. */
const NOT_FOUND_PATH = '/page-not-found';

const decodesToLineBreak = (pathname: string): boolean => {
  try {
    return LINE_BREAK.test(decodeURIComponent(pathname));
  } catch {
    // Not decodable: the router matches it as it is.
    return false;
  }
};

/** The path the routes are matched against: `pathname`, or the not-found page's (in its language) when no route could match it. */
export const routablePath = (pathname: string): string =>
  decodesToLineBreak(pathname) ? pathInLanguage(languageOfPath(pathname), NOT_FOUND_PATH) : pathname;
