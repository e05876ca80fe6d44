export { getSession, signIn, signOut, subscribe } from './session-store';
export { useSession } from './use-session';
export { RequireRole, loginPathFor, securityPathFor, type RequireRoleProps } from './require-role';
export { AreaGuard } from './area-guard';
