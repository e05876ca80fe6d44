// One timed HTTP call on loopback, never throwing: the soak counts failures instead of stopping on them.
import { settings } from './settings.mjs';

/** Resolves with { status, body, ms } or, on a connection error or timeout, { error, ms }. */
export async function timedCall(baseUrl, method, path, { token, body } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(settings.requestTimeoutSeconds * 1000),
    });
    const text = await response.text();
    let parsed = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the status tells what went wrong.
    }
    return { status: response.status, body: parsed, text, ms: performance.now() - started };
  } catch (error) {
    return { error: error.cause?.code ?? error.name ?? String(error), ms: performance.now() - started };
  }
}
