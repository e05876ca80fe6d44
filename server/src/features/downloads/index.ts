export { FORMULA_START } from './download-formats';
export { default as downloadRoutes } from './download-routes';
