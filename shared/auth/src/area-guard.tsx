import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { UserType } from '@ghadi/contracts';
import { loginPathFor, RequireRole } from './require-role';

/**
 * A back-office area (/admin/*, /agent/*): its login page is public, everything else needs that role.
 */
export function AreaGuard({ role, children }: { role: UserType; children: ReactNode }) {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === loginPathFor(role)) return <>{children}</>;
  return <RequireRole role={role}>{children}</RequireRole>;
}
