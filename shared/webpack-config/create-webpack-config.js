// The webpack settings all three apps share; each app's webpack.config.js adds only what is its own.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { catalogRule } = require('./catalog-loader');
const { pureComponentsRule } = require('./pure-components-loader');
// Built before any app (every app depends on it): the pages' inline script, whose hash the server allows.
const { PAGE_SCRIPT } = require('@ghadi/contracts');

const CHUNK_LOAD_TIMEOUT_MS = 120_000;
const SPLIT_CHUNK_MIN_BYTES = 2_000;
// Compressed once at build time, so no server or CDN spends CPU on it per request.
const COMPRESSIBLE = /\.(js|css|html|json)$/;

/**
 * @param {object} options
 * @param {string} options.root the app's folder
 * @param {string} options.uniqueName webpack's runtime name, distinct per app
 * @param {object} [options.federation] the app's module-federation.config; the remotes build with
 *   ModuleFederationPlugin, the shell without it (it creates its federation instance at runtime)
 * @param {string} options.title the HTML title of the app's own page
 * @param {number} options.port the dev server port
 * @param {object} [options.devServer] extra dev-server settings
 * @param {object[]} [options.plugins] extra plugins
 * @param {{ name: string, entry: string }[]} [options.pages] pages of their own besides index.html, each
 *   `<name>.html` from the same template with only its own entry's script and styles (the shell's widget)
 */
function createWebpackConfig({ root, uniqueName, federation, title, port, devServer = {}, plugins = [], pages = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const htmlPage = (options) =>
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title,
        scriptLoading: 'defer',
        // Deep links (/admin/agents) must still find the scripts at the site root.
        publicPath: '/',
        // Kept as written: the server finds the page-head and page-body markers (comments) in it.
        minify: false,
        pageScript: PAGE_SCRIPT,
        ...options,
      });
    return {
      mode: production ? 'production' : 'development',
      entry: { main: path.join(root, 'src', 'index.ts'), ...Object.fromEntries(pages.map((page) => [page.name, page.entry])) },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(root, 'dist'),
        publicPath: 'auto',
        uniqueName,
        filename: 'static/js/[name].[contenthash:8].js',
        chunkFilename: 'static/js/[name].[contenthash:8].js',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: { '@': path.join(root, 'src') },
        // Workspace packages are consumed from their TypeScript sources.
        conditionNames: ['ghadi-source', '...'],
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(root, 'tsconfig.json') } },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
          catalogRule,
          pureComponentsRule,
        ],
      },
      plugins: [
        // target 'web': the federation runtime leaves out its Node.js code paths (every app runs in browsers).
        federation
          ? new ModuleFederationPlugin({ dts: false, experiments: { optimization: { target: 'web' } }, ...federation })
          : // An app without the plugin that imports the federation runtime itself (the shell): same target.
            new webpack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') }),
        // The build's label (a release tag or commit), shown by the back offices so a deploy can be checked.
        new webpack.DefinePlugin({ 'process.env.APP_VERSION': JSON.stringify(process.env.APP_VERSION ?? 'dev') }),
        new MiniCssExtractPlugin({
          filename: 'static/css/[name].[contenthash:8].css',
          chunkFilename: 'static/css/[name].[contenthash:8].css',
        }),
        // With pages of their own, index.html takes the app's entry only.
        htmlPage(pages.length > 0 ? { chunks: ['main'] } : {}),
        ...pages.map((page) => htmlPage({ filename: `${page.name}.html`, chunks: [page.name] })),
        ...(production
          ? [
              new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
              new CompressionPlugin({
                test: COMPRESSIBLE,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
              }),
            ]
          : []),
        ...plugins,
      ],
      optimization: {
        // webpack's 20 kB default would copy code that several async chunks use (the contracts, used by
        // the page and by the shared auth and API-client modules) into each of them instead of one chunk.
        splitChunks: { minSize: SPLIT_CHUNK_MIN_BYTES },
        // terser may write the ES2020 the code is compiled to (tsconfig's ES2022) and takes a third pass:
        // 280 bytes gzipped off the public first download, which has no room (issue 37); no unsafe transforms.
        minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3 } } },
      },
      performance: { hints: false },
      // webpack's own HTML handling would minify index.html and drop the page-head/page-body markers
      // (comments) the server renders pages into; html-webpack-plugin writes the page.
      experiments: { html: false },
      devServer: {
        port,
        historyApiFallback: true,
        // webpack-dev-server >= 5.2.1 refuses cross-origin requests unless told otherwise.
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...devServer,
      },
    };
  };
}

module.exports = { createWebpackConfig, CHUNK_LOAD_TIMEOUT_MS };
