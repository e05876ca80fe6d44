const { readFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createWebpackConfig, runtimeSharedDependencies } = require('@ghadi/webpack-config');
const { WebAppHeadTags } = require('./web-app-head-tags');

// The page's manifest link, theme colour and touch icon come from the manifest itself: one copy of each.
const webAppManifest = JSON.parse(readFileSync(path.join(__dirname, 'public', 'manifest.webmanifest'), 'utf8'));

const API_SERVER = process.env.API_SERVER ?? 'http://localhost:8080';

// No ModuleFederationPlugin: the shell is a runtime-only host (src/lib/federation.ts creates its instance
// when a back office loads a remote), so the public pages carry no federation runtime.
module.exports = createWebpackConfig({
  root: __dirname,
  uniqueName: 'ghadi_shell',
  title: 'Daily Results',
  port: 3000,
  // The embeddable widget: its own small script and styles, in widget.html (src/widget).
  pages: [{ name: 'widget', entry: path.join(__dirname, 'src', 'widget', 'index.ts') }],
  plugins: [
    // The default runtime config, the web app manifest and its icons, for hosting the shell's folder on any static host.
    new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }),
    new WebAppHeadTags({ manifest: '/manifest.webmanifest', themeColor: webAppManifest.theme_color, icon: webAppManifest.icons[0].src }),
    // The one service worker, at the site's root so its scope is the whole site. It precaches only the
    // entry script and stylesheet, which the first visit has just downloaded anyway; the other hashed
    // files are kept as pages use them (src/service-worker). Never the HTML, runtime-config.json or a remote's file.
    new InjectManifest({
      swSrc: path.join(__dirname, 'src', 'service-worker', 'service-worker.ts'),
      swDest: 'sw.js',
      include: [/^static\/js\/main\.[0-9a-f]{8}\.js$/, /^static\/css\/main\.[0-9a-f]{8}\.css$/],
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css)$/,
    }),
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
