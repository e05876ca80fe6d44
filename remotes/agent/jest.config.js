const { browser } = require('../../jest.preset');

module.exports = {
  ...browser,
  displayName: 'agent',
  moduleNameMapper: { ...browser.moduleNameMapper, '^@/(.*)$': '<rootDir>/src/$1' },
};
