import { http, HttpResponse } from 'msw';
import { accountPaths, apiPaths, loginRequestSchema, serverMessages, type LoginUser } from '@ghadi/contracts';
import securityNothingSetUp from '../recorded/account/security-nothing-set-up.json';
import { fail, invalid } from './answers';

export interface Account {
  password: string;
  user: LoginUser;
}

/** Tokens the fake server has revoked, so tests can see that a logout reached the server. */
export const revokedTokens: string[] = [];

/** Login and logout against a fixed set of accounts; after a sign-in, no failed attempts to tell of. */
export function sessionHandlers(accounts: Account[]) {
  return [
    http.post(`*${apiPaths.login}`, async ({ request }) => {
      const body = loginRequestSchema.safeParse(await request.json());
      if (!body.success) return invalid(body.error, 'body');
      const { UserName, Password } = body.data;
      const account = accounts.find((a) => a.user.UserName === UserName && a.password === Password);
      if (!account) return fail(401, 'invalidCredentials');
      const token = `token-for-${account.user.UserName}`;
      return HttpResponse.json({ success: true, token, user: account.user, message: serverMessages.loginSuccessful });
    }),
    http.get(`*${accountPaths.mySecurity}`, () => HttpResponse.json(securityNothingSetUp.response)),
    http.post(`*${apiPaths.logout}`, ({ request }) => {
      revokedTokens.push((request.headers.get('Authorization') ?? '').replace(/^Bearer /, ''));
      return HttpResponse.json({ success: true, message: serverMessages.loggedOut });
    }),
  ];
}
