import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sitePaths, type UserType } from '@ghadi/contracts';
import { useSession } from './use-session';

export interface RequireRoleProps {
  role: UserType;
  children: ReactNode;
}

/** Where a guard sends a visitor who is not signed in, and the state it passes along. */
export function loginPathFor(role: UserType): string {
  return role === 'admin' ? sitePaths.admin.login : sitePaths.agent.login;
}

/** The area's screen of second factors, where a session held to enrolment (MFA_REQUIRED) is kept. */
export function securityPathFor(role: UserType): string {
  return role === 'admin' ? sitePaths.admin.security : sitePaths.agent.security;
}

/**
 * Nobody signed in -> that role's login with the attempted location as `from`;
 * signed in with another user type -> the public home;
 * held to setting up a second factor -> the area's security screen.
 */
export function RequireRole({ role, children }: RequireRoleProps) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginPathFor(role)} replace state={{ from: location }} />;
  if (session.userType !== role) return <Navigate to={sitePaths.home} replace />;
  const security = securityPathFor(role);
  if (session.mfaEnrolmentRequired && location.pathname.replace(/\/+$/, '') !== security) return <Navigate to={security} replace />;
  return <>{children}</>;
}
