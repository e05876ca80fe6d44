// Shared jest settings for the packages; each package's jest.config.js spreads one of these.
const path = require('node:path');
const { CATALOG_FILES } = require('./shared/webpack-config/catalog-loader');

// Catalogues of texts are compiled as the build compiles them (shared/webpack-config/catalog-loader.js).
const transform = {
  '^.+\\.(m?js|jsx|tsx?)$': ['babel-jest', { rootMode: 'upward' }],
  [CATALOG_FILES.source]: path.join(__dirname, 'shared/webpack-config/catalog-loader.js'),
};

module.exports = {
  browser: {
    // jsdom with Node's fetch, streams and timers, which msw needs to intercept requests.
    testEnvironment: 'jest-fixed-jsdom',
    // 'ghadi-source' makes workspace packages resolve to their TypeScript sources; no 'browser' condition,
    // so msw loads its Node interceptors.
    testEnvironmentOptions: { customExportConditions: ['ghadi-source', 'require', 'default'] },
    transform,
    // msw depends on a few ESM-only packages; babel turns them into CommonJS for jest on Node 20.
    transformIgnorePatterns: ['/node_modules/(?!(msw|@mswjs|@open-draft|rettime|until-async|outvariant|strict-event-emitter|headers-polyfill|@bundled-es-modules)/)'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-dom.js')],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest.style-stub.js') },
  },
  node: {
    testEnvironment: 'node',
    testEnvironmentOptions: { customExportConditions: ['ghadi-source', 'node', 'require', 'default'] },
    transform,
  },
};
