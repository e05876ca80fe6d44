const { browser } = require('../../jest.preset');

module.exports = {
  ...browser,
  displayName: 'admin',
  moduleNameMapper: { ...browser.moduleNameMapper, '^@/(.*)$': '<rootDir>/src/$1' },
};
