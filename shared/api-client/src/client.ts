import axios, { type AxiosError } from 'axios';
import { getSession, signOut } from '@ghadi/auth';
import { apiPaths } from '@ghadi/contracts/api-paths';
import { REQUEST_TIMEOUT_MS } from './public-request';

/** The one HTTP client of every app on the page (shared as a Module Federation singleton). */
export const apiClient = axios.create({
  headers: { Accept: 'application/json' },
  timeout: REQUEST_TIMEOUT_MS,
});

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

apiClient.interceptors.request.use(async (config) => {
  config.baseURL = await baseUrl;
  const session = getSession();
  if (session && !config.headers.has('Authorization')) config.headers.set('Authorization', bearer(session.token));
  return config;
});

apiClient.interceptors.response.use(undefined, (error: AxiosError) => {
  // The server refused the stored token (logout elsewhere, deactivation, expiry): sign out everywhere.
  const session = getSession();
  const sentStoredToken = session !== null && error.config?.headers?.Authorization === bearer(session.token);
  if (error.response?.status === 401 && sentStoredToken && error.config?.url !== apiPaths.login) signOut();
  return Promise.reject(error);
});
