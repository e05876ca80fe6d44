export { default as feedRoutes } from './feed-routes';
