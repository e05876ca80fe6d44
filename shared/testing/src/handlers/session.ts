import { http, HttpResponse } from 'msw';
import { serverMessages, type LoginRequest, type LoginUser } from '@ghadi/contracts';

export interface Account {
  password: string;
  user: LoginUser;
}

/** Tokens the fake server has revoked, so tests can see that a logout reached the server. */
export const revokedTokens: string[] = [];

/** POST /api/users/login and /api/users/logout against a fixed set of accounts. */
export function sessionHandlers(accounts: Account[]) {
  return [
    http.post('*/api/users/login', async ({ request }) => {
      const body = (await request.json()) as LoginRequest;
      const account = accounts.find((a) => a.user.UserName === body.UserName && a.password === body.Password);
      if (!account) {
        return HttpResponse.json({ success: false, message: serverMessages.invalidCredentials }, { status: 401 });
      }
      const token = `token-for-${account.user.UserName}`;
      return HttpResponse.json({ success: true, token, user: account.user, message: 'Login successful' });
    }),
    http.post('*/api/users/logout', ({ request }) => {
      revokedTokens.push((request.headers.get('Authorization') ?? '').replace(/^Bearer /, ''));
      return HttpResponse.json({ success: true, message: 'Logged out' });
    }),
  ];
}
