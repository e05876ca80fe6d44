const { createWebpackConfig, CHUNK_LOAD_TIMEOUT_MS } = require('./create-webpack-config');
const { sharedDependencies, runtimeSharedDependencies } = require('./shared-dependencies');

module.exports = { createWebpackConfig, sharedDependencies, runtimeSharedDependencies, CHUNK_LOAD_TIMEOUT_MS };
