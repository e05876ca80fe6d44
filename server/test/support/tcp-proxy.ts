import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** The database goes away: open connections drop and new ones are refused, as when it is stopped. */
  cut(): Promise<void>;
  /** The database is back on the same address. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A loopback TCP forwarder to `target`, so a test can take the database away without stopping it. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket): void => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    // Either side failing ends both, as a lost connection would.
    client.once('error', () => upstream.destroy()).once('close', () => upstream.destroy());
    upstream.once('error', () => client.destroy()).once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut: stop,
    restore: () => listen(port),
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
