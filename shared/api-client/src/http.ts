/** The kinds of failure the spec's error catalogue tells apart. */
export type FailureKind =
  | { kind: 'status'; status: number }
  | { kind: 'network' }
  | { kind: 'unexpected' };

/** A request gives up after this long, unless it says otherwise. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A request that failed: the server answered outside 2xx (its body kept, for its message), or did not answer at all. */
export class HttpError extends Error {
  constructor(
    readonly failure: Exclude<FailureKind, { kind: 'unexpected' }>,
    readonly body: unknown,
    url: string,
    options?: ErrorOptions,
  ) {
    super(failure.kind === 'status' ? `${url} answered ${failure.status}` : `${url} could not be reached`, options);
    this.name = 'HttpError';
  }
}

/** Classifies a failed request the way the spec's error catalogue distinguishes them. */
export function describeFailure(error: unknown): FailureKind {
  return error instanceof HttpError ? error.failure : { kind: 'unexpected' };
}

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  /** Added to the URL's query; undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as a text/csv file. */
  csv?: string;
  /** Send the browser's cookies to another origin too. */
  withCredentials?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** How far the body's upload got, 0 to 1 (undefined while its size is unknown). */
  onUploadProgress?: (sent: number | undefined) => void;
}

export interface HttpAnswer {
  status: number;
  /** The parsed JSON body; undefined when empty. */
  data: unknown;
}

const parseBody = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

function urlOf(baseUrl: string, path: string, params: HttpRequest['params']): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) query.set(name, String(value));
  const url = /^https?:\/\//.test(path) ? path : `${baseUrl}${path}`;
  return query.size > 0 ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

export function headersOf(request: HttpRequest): Record<string, string> {
  const contentType = request.csv !== undefined ? 'text/csv; charset=utf-8' : request.json !== undefined ? 'application/json' : undefined;
  return { Accept: 'application/json', ...(contentType && { 'Content-Type': contentType }), ...request.headers };
}

export const bodyOf = (request: HttpRequest): string | undefined => request.csv ?? (request.json === undefined ? undefined : JSON.stringify(request.json));

/** Settles an answer: 2xx resolves with the body, anything else fails with an HttpError keeping it. */
export function settle(url: string, status: number, text: string): HttpAnswer {
  const data = parseBody(text);
  if (status >= 200 && status < 300) return { status, data };
  throw new HttpError({ kind: 'status', status }, data, url);
}

/** Sends one request's body with fetch, with the answer and failures every request has. */
async function sendWithFetch(url: string, request: HttpRequest, signal: AbortSignal): Promise<HttpAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers: headersOf(request),
      body: bodyOf(request),
      credentials: request.withCredentials ? 'include' : 'same-origin',
      signal,
    });
  } catch (error) {
    throw new HttpError({ kind: 'network' }, undefined, url, { cause: error });
  }
  return settle(url, response.status, await response.text());
}

/** How a request's body goes out and its answer comes back. */
export type Send = (url: string, request: HttpRequest, signal: AbortSignal) => Promise<HttpAnswer>;

/**
 * One HTTP request, the only way the apps reach the API: `path` under `baseUrl` (or a full URL), JSON or
 * CSV out, JSON back. Resolves on 2xx; fails with an HttpError, which describeFailure and the error
 * helpers read. It gives up after `timeoutMs`, or when `signal` aborts. `send` is how the body goes: fetch,
 * unless the caller passes another (sendWithProgress, ./upload-progress, for an upload that reports its
 * progress; kept out of this module so the public pages, which never upload, do not download it).
 */
export async function httpRequest(baseUrl: string, path: string, request: HttpRequest = {}, send: Send = sendWithFetch): Promise<HttpAnswer> {
  const url = urlOf(baseUrl, path, request.params);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), request.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const stop = () => abort.abort();
  request.signal?.addEventListener('abort', stop, { once: true });
  try {
    return await send(url, request, abort.signal);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', stop);
  }
}
