// A catalogue of texts ({ id: ICU message }, <language>.json in a locales folder) in Lingui's compiled form,
// which its runtime formats without a message parser. The same compilation for webpack (as a loader), for
// jest (as a transform) and for a package tsc builds (./compile-catalogs.js), so a page, its tests and the
// server read the same texts, and no bundle carries the parser.
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** The catalogue's JSON text, compiled (every message, even one without placeholders: the runtime warns of a plain string); a message that is not valid ICU fails the build. */
function compileCatalog(source) {
  const messages = JSON.parse(source);
  return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessageOrThrow(message)])));
}

/**
 * The catalogues inside a package's `folder` (src, or what tsc builds it into): an app's first catalogue
 * (locales/), one of a subject's folder (the contracts' api/locales/, draw-day/locales/), and a later pages'
 * own inside either (locales/<pages>/).
 */
const catalogFilesIn = (folder) => new RegExp(`[\\\\/]${folder}[\\\\/](?:[a-z-]+[\\\\/])*locales[\\\\/](?:[a-z-]+[\\\\/])?[a-z]{2}\\.json$`);

module.exports = function catalogLoader(source) {
  return compileCatalog(source);
};
module.exports.compileCatalog = compileCatalog;
module.exports.catalogFilesIn = catalogFilesIn;
/** What webpack and jest apply it to: every catalogue of the sources. */
const CATALOG_FILES = catalogFilesIn('src');
module.exports.CATALOG_FILES = CATALOG_FILES;
/** The webpack rule: the loader's output is JSON again. */
module.exports.catalogRule = { test: CATALOG_FILES, type: 'json', loader: __filename };
module.exports.process = (source) => ({ code: compileCatalog(source) });
