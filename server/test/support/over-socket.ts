import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface SocketAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As it came on the wire: not decompressed. */
  body: Buffer;
}

/**
 * One request to a listening app over a real connection. Unlike inject(), it goes through the app's HTTP
 * server, which answers repeated public reads itself (publicReadServer).
 */
export function requestOverSocket(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<SocketAnswer> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
