// Stylesheets are bundled by webpack (mini-css-extract-plugin) and import nothing into scripts.
declare module '*.css';
