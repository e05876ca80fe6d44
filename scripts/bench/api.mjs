// The few HTTP calls the bench makes outside the load runs: seeding through the real API, and probes.
import { request } from 'node:http';

/** A JSON call; throws with the server's answer on any non-2xx, so seeding never half-succeeds silently. */
export async function callJson(baseUrl, method, path, { token, body, headers = {} } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

export async function signIn(baseUrl, credentials) {
  const { token } = await callJson(baseUrl, 'POST', '/api/users/login', { body: credentials });
  return token;
}

/**
 * One request as the load generator sends it, answered as it travels on the wire (no decompression,
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
