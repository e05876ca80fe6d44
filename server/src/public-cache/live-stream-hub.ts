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
// How far back a page that opens its stream after its data was read can be told what it missed.
const REPLAY_MS = 15 * 60_000;
const REPLAY_MAX = 500;

const frameOf = (change: SiteChange) => `event: ${SITE_CHANGE_EVENT}\ndata: ${JSON.stringify(change)}\n\n`;

/**
 * The open live streams of this instance (Server-Sent Events). Each change to public data goes to every
 * stream as a `changed` event naming what changed; the pages reload that themselves. A page opening its
 * stream says when its data was read (`since`) and is first sent the changes made after it, from the last
 * 15 minutes' (or `all` when it is older than this instance's memory of them); a page that reconnects
 * reloads everything, as it may have missed changes.
 */
export class LiveStreamHub {
  private readonly streams = new Set<ServerResponse>();
  private readonly perAddress = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;
  /** Recent changes, oldest first, and the instant from which they are all here. */
  private readonly recent: Array<{ at: number; change: SiteChange }> = [];
  private coveredFrom: number;

  constructor(
    private readonly options: LiveStreamOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.coveredFrom = now();
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

  /**
   * Starts a stream from the client at `address` on a response whose headers are already written; with
   * `since` (the instant its data was read, ms), first the changes it missed.
   */
  open(stream: ServerResponse, address: string, since?: number): void {
    // A client gone before its stream started would never send the close that frees its slot.
    if (stream.destroyed) return;
    stream.write(`retry: ${RETRY_MS}\n\n`);
    if (since !== undefined) {
      const missed = since < this.coveredFrom ? [{ what: 'all' } as const] : this.recent.filter((entry) => entry.at > since).map((entry) => entry.change);
      for (const change of missed) stream.write(frameOf(change));
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

  /** Tells every open page what changed, and keeps it for pages still on their way. */
  send(change: SiteChange): void {
    const at = this.now();
    this.recent.push({ at, change });
    while (this.recent.length > 0 && (this.recent.length > REPLAY_MAX || this.recent[0]!.at < at - REPLAY_MS)) {
      this.coveredFrom = this.recent.shift()!.at;
    }
    this.write(frameOf(change));
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
