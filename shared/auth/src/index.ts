export { getSession, signIn, signOut, subscribe } from './session-store';
export { useSession } from './use-session';
export { RequireRole, loginPathFor, type RequireRoleProps } from './require-role';
export { AreaGuard } from './area-guard';
