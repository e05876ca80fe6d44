const { browser } = require('../../jest.preset');

module.exports = { ...browser, displayName: 'i18n' };
