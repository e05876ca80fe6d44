const { browser } = require('../../jest.preset');
const { runtimeSharedDependencies } = require('@ghadi/webpack-config/shared-dependencies');

module.exports = {
  ...browser,
  displayName: 'shell',
  moduleNameMapper: { ...browser.moduleNameMapper, '^@/(.*)$': '<rootDir>/src/$1' },
  // What webpack.config.js injects for src/lib/shared-modules.ts.
  globals: { __SHARED_DEPENDENCIES__: runtimeSharedDependencies() },
};
