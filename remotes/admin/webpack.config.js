const { createWebpackConfig } = require('@ghadi/webpack-config');
const federation = require('./module-federation.config');

const API_SERVER = process.env.API_SERVER ?? 'http://localhost:8080';

module.exports = createWebpackConfig({
  root: __dirname,
  uniqueName: 'ghadi_admin',
  federation,
  title: 'Admin Panel',
  port: 3001,
  // Standalone development: this remote's own page, talking to a locally running API server.
  devServer: { proxy: [{ context: ['/api'], target: API_SERVER }] },
});
