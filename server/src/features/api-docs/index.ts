export { default as apiDocsRoutes } from './api-docs-routes';
export { publicReadDocs } from './public-read-docs';
export { requestBodyExamples } from './request-body-docs';
export { default as swagger, autoConfig as swaggerConfig } from './swagger';
