export { ghadisAnswer, knownGhadi } from './ghadi-answers';
export { type GhadiWithAssignee, findGhadiWithAssignee, findGhadisAssignedTo } from './ghadi-lookup-queries';
export { default as ghadiNameReport } from './ghadi-name-report';
export { findGhadiNames, findGhadisByGids, ghadiIdentityColumns, toGhadi, toGhadiIdentity, type GhadiIdentityRow } from './ghadi-queries';
export { default as ghadiRoutes } from './ghadi-routes';
