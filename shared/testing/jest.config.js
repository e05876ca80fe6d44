const { browser } = require('../../jest.preset');

module.exports = { ...browser, displayName: 'testing' };
