export { default as pagesAnd404s } from './pages-and-404s';
export { default as publicPagesPlugin } from './public-pages-plugin';
export { default as searchFileRoutes } from './search-file-routes';
export { pageReads } from './page-reads';
