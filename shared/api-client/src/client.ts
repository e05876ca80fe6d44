import { getSession, signOut } from '@ghadi/auth';
import { apiPaths } from '@ghadi/contracts/api-paths';
import type { SiteLanguage } from '@ghadi/contracts/languages';
import { HttpError, httpRequest, type HttpAnswer, type HttpRequest } from './http';
import { sendWithProgress } from './upload-progress';

let baseUrl: Promise<string> = Promise.resolve('');

/**
 * The shell learns the API's address from runtime-config.json; requests made before it arrives wait
 * for it instead of going to the wrong host.
 */
export function configureApiClient(apiBaseUrl: string | Promise<string>): void {
  baseUrl = Promise.resolve(apiBaseUrl);
}

/** The API's address, once the runtime config has said it (the live stream is opened there too). */
export const apiBaseUrl = (): Promise<string> => baseUrl;

const bearer = (token: string) => `Bearer ${token}`;

let messageLanguage: SiteLanguage = 'en';

/**
 * The language the server words its messages in for the back office on screen (Accept-Language): the
 * agent's area sets it to the language it is shown in; elsewhere it is English, as every screen there is.
 */
export function setMessageLanguage(language: SiteLanguage): void {
  messageLanguage = language;
}

interface CallOptions extends Omit<HttpRequest, 'method' | 'json'> {
  /**
   * The call checks a password the user typed (confirming it is them, changing it): its 401 refuses that
   * password, not the session, which stays signed in.
   */
  checksPassword?: boolean;
}

/**
 * A request as the signed-in user: the stored token unless the call names one; a refused stored token signs
 * out. It asks for the server's messages in the language of the back office on screen.
 */
async function call(
  method: NonNullable<HttpRequest['method']>,
  path: string,
  { checksPassword = false, ...options }: CallOptions & Pick<HttpRequest, 'json'> = {},
): Promise<HttpAnswer> {
  const session = getSession();
  const authorization = options.headers?.Authorization ?? (session ? bearer(session.token) : undefined);
  const headers = {
    'Accept-Language': messageLanguage,
    ...options.headers,
    ...(authorization && { Authorization: authorization }),
  };
  try {
    return await httpRequest(await baseUrl, path, { ...options, method, headers }, options.onUploadProgress ? sendWithProgress : undefined);
  } catch (error) {
    // The server refused the stored token (logout elsewhere, deactivation, expiry): sign out everywhere.
    const refused = error instanceof HttpError && error.failure.kind === 'status' && error.failure.status === 401 && !checksPassword;
    if (refused && session !== null && authorization === bearer(session.token) && path !== apiPaths.login) signOut();
    throw error;
  }
}

/** The one HTTP client of every app on the page (shared as a Module Federation singleton). */
export const apiClient = {
  get: (path: string, options?: CallOptions) => call('GET', path, options),
  post: (path: string, json?: unknown, options?: CallOptions) => call('POST', path, { ...options, json }),
  put: (path: string, json?: unknown, options?: CallOptions) => call('PUT', path, { ...options, json }),
  delete: (path: string, options?: CallOptions) => call('DELETE', path, options),
};
