export { default as adminPushRoutes } from './admin-push-routes';
export { default as pushPlugin } from './push-plugin';
export { default as pushRoutes } from './push-routes';
