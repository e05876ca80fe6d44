import { apiPaths, loginAnswerSchema, type LoginAnswer, type LoginRequest } from '@ghadi/contracts';
import { signOut } from '@ghadi/auth';
import { apiClient } from './client';

/** Signed in, or (an account with a second factor) asked for the second step. */
export async function login(body: LoginRequest): Promise<LoginAnswer> {
  const response = await apiClient.post(apiPaths.login, body);
  return loginAnswerSchema.parse(response.data);
}

/** Ends the session on the server (so the token stops working at once), then forgets it here. */
export async function logout(): Promise<void> {
  try {
    await apiClient.post(apiPaths.logout);
  } catch {
    // Signing out locally must not depend on the server being reachable.
  } finally {
    signOut();
  }
}

/** Revokes a token this page will not keep (a sign-in on the wrong login page), without touching the session. */
export async function discardToken(token: string): Promise<void> {
  try {
    await apiClient.post(apiPaths.logout, undefined, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // It expires on its own; nothing the visitor can act on.
  }
}
