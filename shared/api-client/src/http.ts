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

function headersOf(request: HttpRequest): Record<string, string> {
  const contentType = request.csv !== undefined ? 'text/csv; charset=utf-8' : request.json !== undefined ? 'application/json' : undefined;
  return { Accept: 'application/json', ...(contentType && { 'Content-Type': contentType }), ...request.headers };
}

const bodyOf = (request: HttpRequest): string | undefined => request.csv ?? (request.json === undefined ? undefined : JSON.stringify(request.json));

/** Settles an answer: 2xx resolves with the body, anything else fails with an HttpError keeping it. */
function settle(url: string, status: number, text: string): HttpAnswer {
  const data = parseBody(text);
  if (status >= 200 && status < 300) return { status, data };
  throw new HttpError({ kind: 'status', status }, data, url);
}

/**
 * An upload that reports its progress: fetch cannot, so this one body goes through XMLHttpRequest, with
 * the same answer and failures as every other request.
 */
function sendWithProgress(url: string, request: HttpRequest, signal: AbortSignal): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method ?? 'POST', url);
    xhr.withCredentials = request.withCredentials ?? false;
    for (const [name, value] of Object.entries(headersOf(request))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => request.onUploadProgress?.(event.lengthComputable ? event.loaded / event.total : undefined);
    xhr.onload = () => {
      try {
        resolve(settle(url, xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new HttpError({ kind: 'network' }, undefined, url));
    xhr.onabort = () => reject(new HttpError({ kind: 'network' }, undefined, url));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(bodyOf(request) ?? null);
  });
}

/**
 * One HTTP request, the only way the apps reach the API: `path` under `baseUrl` (or a full URL), JSON or
 * CSV out, JSON back. Resolves on 2xx; fails with an HttpError, which describeFailure and the error
 * helpers read. It gives up after `timeoutMs`, or when `signal` aborts.
 */
export async function httpRequest(baseUrl: string, path: string, request: HttpRequest = {}): Promise<HttpAnswer> {
  const url = urlOf(baseUrl, path, request.params);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), request.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const stop = () => abort.abort();
  request.signal?.addEventListener('abort', stop, { once: true });
  try {
    if (request.onUploadProgress) return await sendWithProgress(url, request, abort.signal);
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method ?? 'GET',
        headers: headersOf(request),
        body: bodyOf(request),
        credentials: request.withCredentials ? 'include' : 'same-origin',
        signal: abort.signal,
      });
    } catch (error) {
      throw new HttpError({ kind: 'network' }, undefined, url, { cause: error });
    }
    return settle(url, response.status, await response.text());
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', stop);
  }
}
