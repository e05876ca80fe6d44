const path = require('node:path');
const { sharedDependencies } = require('@ghadi/webpack-config');

module.exports = {
  name: 'shell',
  // Remotes are registered at runtime from runtime-config.json, so the shell never names their URLs.
  remotes: {},
  shared: sharedDependencies(),
  // An unreachable remote must not take the public site down with it.
  shareStrategy: 'loaded-first',
  runtimePlugins: [
    path.join(__dirname, 'src/runtime-plugins/load-timeout.ts'),
    path.join(__dirname, 'src/runtime-plugins/offline-remote-fallback.ts'),
  ],
};
