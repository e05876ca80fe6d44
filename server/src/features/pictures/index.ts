export { default as pictureRoutes } from './picture-routes';
