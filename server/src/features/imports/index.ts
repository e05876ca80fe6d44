export { default as importRoutes } from './import-routes';
