import net, { type AddressInfo } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface RawConnection {
  socket: net.Socket;
  /** Everything the server has sent so far. */
  received(): string;
  /** Sends bytes as they are, unless the connection has closed. */
  write(text: string): void;
  /** Sends `text` one character every `everyMs` until it is all sent or the connection closes. */
  trickle(text: string, everyMs: number): void;
  /** Resolves once the server sends `text` after this call; rejects if it closes first, or after `timeoutMs`. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  /** Resolves with what the server sent and when the connection closed (Date.now()); rejects after `timeoutMs`. */
  closed(timeoutMs: number): Promise<{ text: string; at: number }>;
}

/**
 * A bare TCP connection to a listening app (or a port on this machine), for what an HTTP client library
 * will not do: send a request a byte at a time, stop in the middle of one, or hold a connection open.
 */
export function openConnection(target: FastifyInstance | number): Promise<RawConnection> {
  const port = typeof target === 'number' ? target : (target.server.address() as AddressInfo).port;
  const socket = net.connect({ host: '127.0.0.1', port });
  let text = '';
  let closedAt: number | undefined;
  const onChange: (() => void)[] = [];
  const changed = () => onChange.splice(0).forEach((wake) => wake());
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    text += chunk;
    changed();
  });
  // A server that closes first makes the next write fail: that is what some tests are after.
  socket.on('error', () => undefined);
  socket.on('close', () => {
    closedAt = Date.now();
    changed();
  });

  const until = <T>(ready: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${what} within ${timeoutMs} ms; received: ${JSON.stringify(text.slice(0, 300))}`)), timeoutMs);
      const look = () => {
        let value: T | undefined;
        try {
          value = ready();
        } catch (error) {
          clearTimeout(timer);
          return reject(error as Error);
        }
        if (value === undefined) return void onChange.push(look);
        clearTimeout(timer);
        resolve(value);
      };
      look();
    });

  const connection: RawConnection = {
    socket,
    received: () => text,
    write: (bytes) => {
      if (closedAt === undefined && !socket.destroyed) socket.write(bytes, 'latin1');
    },
    trickle: (bytes, everyMs) => {
      let sent = 0;
      const timer = setInterval(() => {
        if (sent >= bytes.length || closedAt !== undefined) return void clearInterval(timer);
        connection.write(bytes[sent++]!);
      }, everyMs);
    },
    waitFor: async (wanted, timeoutMs = 5_000) => {
      const from = text.length;
      await until(
        () => {
          if (text.includes(wanted, from)) return true;
          if (closedAt !== undefined) throw new Error(`the connection closed before ${JSON.stringify(wanted)}; received: ${JSON.stringify(text.slice(0, 300))}`);
          return undefined;
        },
        timeoutMs,
        `no ${JSON.stringify(wanted)}`,
      );
    },
    closed: (timeoutMs) => until(() => (closedAt === undefined ? undefined : { text, at: closedAt }), timeoutMs, 'the server did not close the connection'),
  };
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(connection));
    // Refused before or right at connecting: the test reads that from closed().
    socket.once('close', () => resolve(connection));
  });
}

/** The status line and headers of a response as it came on the wire. */
export function parseHead(text: string): { status: number; headers: IncomingHttpHeaders } {
  const [statusLine = '', ...lines] = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n');
  const headers: IncomingHttpHeaders = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers };
}
