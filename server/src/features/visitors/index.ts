export { default as visitorRoutes } from './visitor-routes';
export { default as visitorsPlugin } from './visitors-plugin';
