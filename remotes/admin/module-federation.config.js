const { sharedDependencies } = require('@ghadi/webpack-config');

module.exports = {
  name: 'admin',
  // Not content-hashed on purpose: the shell finds it through mf-manifest.json, both served no-cache.
  filename: 'remoteEntry.js',
  exposes: {
    './App': './src/exposes/app.tsx',
  },
  shared: sharedDependencies(),
};
