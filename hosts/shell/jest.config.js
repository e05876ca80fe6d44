const { browser } = require('../../jest.preset');

module.exports = {
  ...browser,
  displayName: 'shell',
  moduleNameMapper: { ...browser.moduleNameMapper, '^@/(.*)$': '<rootDir>/src/$1' },
};
