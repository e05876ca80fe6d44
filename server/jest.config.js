const { node } = require('../jest.preset');

module.exports = {
  ...node,
  displayName: 'server',
  roots: ['<rootDir>/test'],
  // Probes PostgreSQL once per run; every test file reads the outcome from the environment.
  globalSetup: '<rootDir>/test/global-setup.js',
  // argon2 hashing and per-app migrations on a real database take a few seconds on 2 cores.
  testTimeout: 30000,
  // fastify.inject loads light-my-request, which needs cookie 2: ESM only. Node 20 can require() it,
  // jest's module system cannot, so babel turns that one package into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
};
