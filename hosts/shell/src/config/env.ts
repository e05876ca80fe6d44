/** A production build (webpack sets NODE_ENV by mode): only these register the service worker. */
export const isProductionBuild = process.env.NODE_ENV === 'production';
