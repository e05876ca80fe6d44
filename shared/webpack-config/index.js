const { createWebpackConfig, CHUNK_LOAD_TIMEOUT_MS } = require('./create-webpack-config');
const { sharedDependencies } = require('./shared-dependencies');

module.exports = { createWebpackConfig, sharedDependencies, CHUNK_LOAD_TIMEOUT_MS };
