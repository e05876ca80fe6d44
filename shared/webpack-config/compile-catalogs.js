// `node compile-catalogs.js <dist>`: compiles in place the catalogues tsc copied into a package's build
// (@ghadi/contracts' dist, which the server runs), as webpack and jest compile them from the sources.
const fs = require('node:fs');
const path = require('node:path');
const { catalogFilesIn, compileCatalog } = require('./catalog-loader');

/** Every catalogue under `dist` (a folder named `dist`), compiled; the paths it compiled. */
function compileCatalogsIn(dist) {
  const catalogFiles = catalogFilesIn(path.basename(dist));
  const compiled = fs
    .readdirSync(dist, { recursive: true })
    .map((file) => path.join(dist, file))
    .filter((file) => catalogFiles.test(file));
  for (const file of compiled) fs.writeFileSync(file, compileCatalog(fs.readFileSync(file, 'utf8')));
  return compiled;
}

module.exports = { compileCatalogsIn };

if (require.main === module) {
  const [dist] = process.argv.slice(2);
  if (!dist) throw new Error('Usage: node compile-catalogs.js <dist folder>');
  compileCatalogsIn(path.resolve(dist));
}
