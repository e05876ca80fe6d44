// The HTTP calls scripts make outside a load generator: seeding and checks through the real API, and probes.
import { request } from 'node:http';

// A 304 is the answer a conditional request asks for; anything else outside 2xx is a failure.
export const isSuccess = (status) => (status >= 200 && status < 300) || status === 304;

/** `body` is sent as JSON, `csv` as a text/csv file. */
async function sendJson(baseUrl, method, path, { token, body, csv, headers = {}, timeoutMs }) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(csv === undefined ? {} : { 'content-type': 'text/csv; charset=utf-8' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: csv ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
  });
  const text = await response.text();
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the status and text tell what went wrong.
  }
  return { status: response.status, ok: response.ok, body: parsed, text };
}

/** A JSON call; throws with the server's answer on any non-2xx, so seeding never half-succeeds silently. */
export async function callJson(baseUrl, method, path, options = {}) {
  const { ok, status, body, text } = await sendJson(baseUrl, method, path, options);
  if (!ok) throw new Error(`${method} ${path}: ${status} ${text.slice(0, 300)}`);
  return body;
}

/**
 * A timed JSON call that never throws, for counting failures instead of stopping on them: resolves with
 * { status, body, text, ms } or, on a connection error or timeout, { error, ms }.
 */
export async function timedCall(baseUrl, method, path, options = {}) {
  const started = performance.now();
  try {
    const { status, body, text } = await sendJson(baseUrl, method, path, options);
    return { status, body, text, ms: performance.now() - started };
  } catch (error) {
    return { error: error.cause?.code ?? error.name ?? String(error), ms: performance.now() - started };
  }
}

export async function signIn(baseUrl, credentials) {
  const { token } = await callJson(baseUrl, 'POST', '/api/users/login', { body: credentials });
  return token;
}

/**
 * One request as a load generator sends it, answered as it travels on the wire (no decompression,
 * unlike fetch): its status, headers and body size in bytes.
 */
export function probe(baseUrl, { method = 'GET', path, headers = {} }) {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${baseUrl}${path}`, { method, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, bytes }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
