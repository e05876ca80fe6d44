const { node } = require('../jest.preset');

module.exports = {
  ...node,
  displayName: 'server',
  roots: ['<rootDir>/test'],
  // Probes PostgreSQL once per run; every test file reads the outcome from the environment.
  globalSetup: '<rootDir>/test/global-setup.js',
  // argon2 hashing and per-app migrations on a real database take a few seconds on 2 cores.
  testTimeout: 30000,
  // fastify.inject loads light-my-request, which needs cookie 2, and otplib needs @scure/base and
  // @noble/hashes: ESM only. Node 20 can require() them, jest's module system cannot, so babel turns
  // those packages into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|@otplib/plugin-crypto-noble|@scure/base|@noble/hashes)/)'],
};
