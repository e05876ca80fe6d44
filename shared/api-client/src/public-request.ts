/** The kinds of failure the spec's error catalogue tells apart. */
export type FailureKind =
  | { kind: 'status'; status: number }
  | { kind: 'network' }
  | { kind: 'unexpected' };

/** Both clients give up on a request after this long. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A public request that failed: the server answered outside 2xx, or did not answer at all. */
export class PublicRequestError extends Error {
  constructor(
    readonly failure: Exclude<FailureKind, { kind: 'unexpected' }>,
    url: string,
    options?: ErrorOptions,
  ) {
    super(failure.kind === 'status' ? `${url} answered ${failure.status}` : `${url} could not be reached`, options);
    this.name = 'PublicRequestError';
  }
}

export interface PublicRequest {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Send the browser's cookies to another origin too (axios' `withCredentials`). */
  withCredentials?: boolean;
}

/**
 * A call of the public site, which needs no session: no token, no sign-out on 401, no state, on the
 * browser's own fetch, so a first visit does not download the back offices' axios client. Resolves to the
 * parsed JSON body (undefined when empty); fails with a PublicRequestError, which describeFailure reads.
 */
export async function publicRequest(baseUrl: string, path: string, request: PublicRequest = {}): Promise<unknown> {
  const url = `${baseUrl}${path}`;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method ?? 'GET',
        headers: { Accept: 'application/json', ...(request.json !== undefined && { 'Content-Type': 'application/json' }), ...request.headers },
        body: request.json === undefined ? undefined : JSON.stringify(request.json),
        credentials: request.withCredentials ? 'include' : 'same-origin',
        signal: abort.signal,
      });
    } catch (error) {
      throw new PublicRequestError({ kind: 'network' }, url, { cause: error });
    }
    if (!response.ok) {
      // An unread body would keep its connection busy.
      void response.body?.cancel();
      throw new PublicRequestError({ kind: 'status', status: response.status }, url);
    }
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** Classifies a failed public request; the main entry's describeFailure adds the axios client's failures. */
export function describeFailure(error: unknown): FailureKind {
  return error instanceof PublicRequestError ? error.failure : { kind: 'unexpected' };
}
