import type { ServerResponse } from 'node:http';
import type { LiveResult } from '@ghadi/contracts';
import { clientAddressKey } from '../http/client-address';

export interface LiveResultsOptions {
  maxConnections: number;
  /** Streams one client address may hold, so that no one client takes every slot. */
  maxPerAddress: number;
  /** How many recent events a reconnecting page can catch up on. */
  replayLength: number;
  heartbeatMs: number;
}

interface Sent {
  id: string;
  frame: string;
}

// Pages told to reconnect wait this long, so a restart is not met by every phone at once.
const RETRY_MS = 5_000;

/**
 * The open live-result streams of this instance (Server-Sent Events). Each published result goes to
 * every stream with an id; a page that reconnects with Last-Event-ID gets what it missed, or a
 * `refresh` when it missed more than the replay keeps, so it reloads the lists instead.
 */
export class LiveResultsHub {
  private readonly streams = new Set<ServerResponse>();
  private readonly perAddress = new Map<string, number>();
  private readonly recent: Sent[] = [];
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: LiveResultsOptions) {
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
  open(stream: ServerResponse, address: string, lastEventId: string | undefined): void {
    // A client gone before its stream started would never send the close that frees its slot.
    if (stream.destroyed) return;
    stream.write(`retry: ${RETRY_MS}\n\n`);
    if (lastEventId !== undefined) {
      const seen = this.recent.findIndex((sent) => sent.id === lastEventId);
      if (seen === -1) stream.write(refreshFrame);
      else for (const sent of this.recent.slice(seen + 1)) stream.write(sent.frame);
    }
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

  publish(id: string, result: LiveResult): void {
    const frame = `id: ${id}\nevent: result\ndata: ${JSON.stringify(result)}\n\n`;
    this.recent.push({ id, frame });
    if (this.recent.length > this.options.replayLength) this.recent.shift();
    this.write(frame);
  }

  /** Tells every page to reload its lists (a game was renamed, or this instance may have missed events). */
  refresh(): void {
    this.write(refreshFrame);
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

const refreshFrame = 'event: refresh\ndata: {}\n\n';
