export { default as auditLogPlugin } from './audit-log-plugin';
export { default as auditLogRoutes } from './audit-log-routes';
