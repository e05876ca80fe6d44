export { default as apiDocsRoutes } from './api-docs-routes';
export { publicReadDocs } from './public-read-docs';
export { default as swagger, autoConfig as swaggerConfig } from './swagger';
