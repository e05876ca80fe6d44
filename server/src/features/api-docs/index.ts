export { default as apiDocsRoutes } from './api-docs-routes';
