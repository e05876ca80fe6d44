// The shell's server build: the public pages' renderer the API server loads (src/server/render-page.tsx).
// No Module Federation, no CSS (the browser build's stylesheet styles the same class names), and every
// library bundled in production mode, so the server renders with React's production build whatever its
// own NODE_ENV.
const path = require('node:path');
const webpack = require('webpack');
const { catalogRule } = require('@ghadi/webpack-config');

module.exports = {
  mode: 'production',
  target: 'node20',
  entry: path.join(__dirname, 'src', 'server', 'render-page.tsx'),
  devtool: 'source-map',
  output: {
    path: path.join(__dirname, 'dist-server'),
    filename: 'render-page.js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    alias: { '@': path.join(__dirname, 'src') },
    conditionNames: ['ghadi-source', '...'],
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.json') } },
      },
      catalogRule,
    ],
  },
  plugins: [
    // Page modules are loaded lazily in the browser; on the server one file is simpler to load and reload.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  // Readable stack traces from the server's logs; the file is never downloaded.
  optimization: { minimize: false },
  performance: { hints: false },
};
