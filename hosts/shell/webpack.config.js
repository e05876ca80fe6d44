const path = require('node:path');
const webpack = require('webpack');
const CopyPlugin = require('copy-webpack-plugin');
const { createWebpackConfig, runtimeSharedDependencies } = require('@ghadi/webpack-config');

const API_SERVER = process.env.API_SERVER ?? 'http://localhost:8080';

// No ModuleFederationPlugin: the shell is a runtime-only host (src/lib/federation.ts creates its instance
// when a back office loads a remote), so the public pages carry no federation runtime.
module.exports = createWebpackConfig({
  root: __dirname,
  uniqueName: 'ghadi_shell',
  title: 'Daily Results',
  port: 3000,
  plugins: [
    // The default runtime config, for hosting the shell's folder on any static host.
    new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }),
    // The federation's shared map (versions, requirements), which src/lib/shared-modules.ts provides.
    new webpack.DefinePlugin({ __SHARED_DEPENDENCIES__: JSON.stringify(runtimeSharedDependencies()) }),
  ],
  devServer: {
    proxy: [
      { context: ['/api', '/health'], target: API_SERVER },
      { context: ['/remotes/admin'], target: 'http://localhost:3001', pathRewrite: { '^/remotes/admin': '' } },
      { context: ['/remotes/agent'], target: 'http://localhost:3002', pathRewrite: { '^/remotes/agent': '' } },
    ],
  },
});
