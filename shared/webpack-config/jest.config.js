const { node } = require('../../jest.preset');

module.exports = { ...node, displayName: 'webpack-config' };
