// An app's catalogue of texts ({ id: ICU message }, src/locales/<language>.json) in Lingui's compiled form,
// which its runtime formats without a message parser in the browser. The same compilation for webpack (as a
// loader) and for jest (as a transform), so a page and its tests read the same texts.
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** The catalogue's JSON text, compiled (every message, even one without placeholders: the runtime warns of a plain string); a message that is not valid ICU fails the build. */
function compileCatalog(source) {
  const messages = JSON.parse(source);
  return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessageOrThrow(message)])));
}

module.exports = function catalogLoader(source) {
  return compileCatalog(source);
};
module.exports.compileCatalog = compileCatalog;
/** What webpack and jest apply it to: an app's first catalogue, and the later pages' own (src/locales/<pages>/). */
const CATALOG_FILES = /[\\/]src[\\/]locales[\\/](?:[a-z-]+[\\/])?[a-z]{2}\.json$/;
module.exports.CATALOG_FILES = CATALOG_FILES;
/** The webpack rule: the loader's output is JSON again. */
module.exports.catalogRule = { test: CATALOG_FILES, type: 'json', loader: __filename };
module.exports.process = (source) => ({ code: compileCatalog(source) });
