export { default as frontEndRoutes } from './front-end-routes';
export { default as runtimeConfigRoutes } from './runtime-config-routes';
export { default as webAppManifestRoutes } from './web-app-manifest-routes';
