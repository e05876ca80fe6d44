const { createWebpackConfig, CHUNK_LOAD_TIMEOUT_MS } = require('./create-webpack-config');
const { sharedDependencies, runtimeSharedDependencies } = require('./shared-dependencies');
const { catalogRule } = require('./catalog-loader');

module.exports = { createWebpackConfig, catalogRule, sharedDependencies, runtimeSharedDependencies, CHUNK_LOAD_TIMEOUT_MS };
