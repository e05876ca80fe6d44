import type { LoginUser, SessionUser, UserType } from '@ghadi/contracts';

let sequence = 0;

/** A user as the login answer carries it; each call gets new ids. */
export function buildLoginUser(userType: UserType, overrides: Partial<LoginUser> = {}): LoginUser {
  sequence += 1;
  return {
    _id: `user-${sequence}`,
    id: `user-${sequence}`,
    User_Id: sequence,
    UserName: `${userType}${sequence}`,
    DisplayName: `${userType === 'admin' ? 'Admin' : 'Agent'} ${sequence}`,
    email: `${userType}${sequence}@example.com`,
    userType,
    isActive: true,
    ...overrides,
  };
}

export function buildSession(userType: UserType, overrides: Partial<SessionUser> = {}): SessionUser {
  return { ...buildLoginUser(userType), token: `token-${userType}-${sequence}`, ...overrides };
}
