const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createWebpackConfig } = require('@ghadi/webpack-config');
const federation = require('./module-federation.config');

const API_SERVER = process.env.API_SERVER ?? 'http://localhost:8080';

module.exports = createWebpackConfig({
  root: __dirname,
  uniqueName: 'ghadi_shell',
  federation,
  title: 'Daily Results',
  port: 3000,
  // The default runtime config, for hosting the shell's folder on any static host.
  plugins: [new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] })],
  devServer: {
    proxy: [
      { context: ['/api', '/health'], target: API_SERVER },
      { context: ['/remotes/admin'], target: 'http://localhost:3001', pathRewrite: { '^/remotes/admin': '' } },
      { context: ['/remotes/agent'], target: 'http://localhost:3002', pathRewrite: { '^/remotes/agent': '' } },
    ],
  },
});
