import type { ServerResponse } from 'node:http';
import { SITE_CHANGE_EVENT, type SiteChange } from '@ghadi/contracts';
import { clientAddressKey } from '../http/client-address';

export interface LiveStreamOptions {
  maxConnections: number;
  /** Streams one client address may hold, so that no one client takes every slot. */
  maxPerAddress: number;
  heartbeatMs: number;
}

// Pages told to reconnect wait this long, so a restart is not met by every phone at once.
const RETRY_MS = 5_000;

/**
 * The open live streams of this instance (Server-Sent Events). Each change to public data goes to every
 * stream as a `changed` event naming what changed; the pages reload that themselves. Nothing is kept for
 * pages that were away: a page that reconnects reloads everything, as it may have missed changes.
 */
export class LiveStreamHub {
  private readonly streams = new Set<ServerResponse>();
  private readonly perAddress = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: LiveStreamOptions) {
    // A comment line every so often keeps proxies from closing a quiet stream, and finds dead ones.
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), options.heartbeatMs);
    this.heartbeat.unref();
  }

  get full(): boolean {
    return this.streams.size >= this.options.maxConnections;
  }

  get size(): number {
    return this.streams.size;
  }

  /** Whether the client at `address` holds as many streams as it may. */
  fullFor(address: string): boolean {
    return (this.perAddress.get(clientAddressKey(address)) ?? 0) >= this.options.maxPerAddress;
  }

  /** Starts a stream from the client at `address` on a response whose headers are already written. */
  open(stream: ServerResponse, address: string): void {
    // A client gone before its stream started would never send the close that frees its slot.
    if (stream.destroyed) return;
    stream.write(`retry: ${RETRY_MS}\n\n`);
    const key = clientAddressKey(address);
    this.streams.add(stream);
    this.perAddress.set(key, (this.perAddress.get(key) ?? 0) + 1);
    stream.on('close', () => {
      this.streams.delete(stream);
      const left = (this.perAddress.get(key) ?? 0) - 1;
      if (left > 0) this.perAddress.set(key, left);
      else this.perAddress.delete(key);
    });
  }

  /** Tells every open page what changed. */
  send(change: SiteChange): void {
    this.write(`event: ${SITE_CHANGE_EVENT}\ndata: ${JSON.stringify(change)}\n\n`);
  }

  closeAll(): void {
    clearInterval(this.heartbeat);
    for (const stream of this.streams) stream.end();
    this.streams.clear();
    this.perAddress.clear();
  }

  private write(frame: string): void {
    for (const stream of this.streams) stream.write(frame);
  }
}
