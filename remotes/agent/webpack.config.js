const { createWebpackConfig } = require('@ghadi/webpack-config');
const federation = require('./module-federation.config');

const API_SERVER = process.env.API_SERVER ?? 'http://localhost:8080';

module.exports = createWebpackConfig({
  root: __dirname,
  uniqueName: 'ghadi_agent',
  federation,
  title: 'Agent Dashboard',
  port: 3002,
  // Standalone development: this remote's own page, talking to a locally running API server.
  devServer: { proxy: [{ context: ['/api'], target: API_SERVER }] },
});
