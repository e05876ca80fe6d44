export { default as contentBlockRoutes } from './content-block-routes';
export { siteContentAnswer } from './site-content-answer';
export { default as siteContentRoutes } from './site-content-routes';
