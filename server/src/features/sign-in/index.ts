export { default as accessGuard } from './access-guard';
export { createAdmin } from './first-admin';
export { default as firstAdminPlugin } from './first-admin-plugin';
export { default as loginThrottlePlugin } from './login-throttle-plugin';
export { hashPassword } from './passwords';
export { endUserSessions } from './sessions';
export { default as signInRoutes } from './sign-in-routes';
export { findAgentCount, findAgents, findUserByUserId, insertUser, toUser, updateAgent, updateAgentDeleted } from './user-queries';
export type { LoginRefusal } from './login';
