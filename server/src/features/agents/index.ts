export { default as adminRoutes } from './admin-routes';
export { default as userMapRoutes } from './user-map-routes';
export { default as userRoutes } from './user-routes';
