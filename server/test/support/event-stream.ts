import http from 'node:http';

export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
  /** When it arrived (performance.now()), to measure push latency. */
  at: number;
}

export interface OpenStream {
  events: StreamEvent[];
  /** Resolves with the first event of `type` that arrives after the call (or already arrived unseen). */
  next(type: string, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

/** Reads a Server-Sent Events stream as a browser's EventSource does, over a real connection. */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const events: StreamEvent[] = [];
    let consumed = 0;
    const waiters: (() => void)[] = [];
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block.split('\n').filter((line) => line && !line.startsWith(':')).map((line) => {
              const colon = line.indexOf(':');
              return [line.slice(0, colon), line.slice(colon + 1).trimStart()];
            }),
          );
          if (fields.event === undefined && fields.data === undefined) continue;
          events.push({ id: fields.id, event: fields.event ?? 'message', data: fields.data ?? '', at: performance.now() });
          waiters.splice(0).forEach((wake) => wake());
        }
      });
      resolve({
        events,
        next: (type, timeoutMs = 5_000) =>
          new Promise((found, fail) => {
            // A wait that timed out must leave no waiter behind, or it would consume the next event.
            const timer = setTimeout(() => {
              const waiting = waiters.indexOf(look);
              if (waiting !== -1) waiters.splice(waiting, 1);
              fail(new Error(`no ${type} event within ${timeoutMs} ms`));
            }, timeoutMs);
            const look = () => {
              const index = events.findIndex((event, position) => position >= consumed && event.event === type);
              if (index === -1) return void waiters.push(look);
              consumed = index + 1;
              clearTimeout(timer);
              found(events[index]!);
            };
            look();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
