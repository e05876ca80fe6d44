import { randomUUID } from 'node:crypto';
import type { SiteChange } from '@ghadi/contracts';

/**
 * What changed for the public. `changed`: a write made the cached reads under `tags` stale, and open pages
 * are told `change` so they reload what shows it; `flush` means "anything may have changed" (a missed
 * message), so everything is dropped and every page reloads everything.
 */
export type SiteEvent = { type: 'changed'; tags: string[]; change: SiteChange } | { type: 'flush' };

export type SiteEventListener = (event: SiteEvent) => void;

/** Carries events to the other instances; absent with a single instance. */
export interface EventFanOut {
  publish(message: string): Promise<void>;
}

interface Envelope {
  origin: string;
  event: SiteEvent;
}

/**
 * Delivers every change to this instance's listeners at once (before the write is acknowledged), then
 * to the other instances through the fan-out. Messages from other instances arrive through `receive`.
 */
export class SiteEvents {
  private readonly listeners: SiteEventListener[] = [];
  private readonly ownListeners: SiteEventListener[] = [];
  readonly instanceId = randomUUID();

  constructor(
    private readonly fanOut: EventFanOut | null,
    private readonly onFanOutError: (error: unknown) => void,
  ) {}

  listen(listener: SiteEventListener): void {
    this.listeners.push(listener);
  }

  /** Hears only the changes this instance made, once each (not those of others, nor missed messages). */
  listenToOwn(listener: SiteEventListener): void {
    this.ownListeners.push(listener);
  }

  async publish(event: SiteEvent): Promise<void> {
    this.deliver(event);
    for (const listener of this.ownListeners) listener(event);
    if (!this.fanOut) return;
    try {
      await this.fanOut.publish(JSON.stringify({ origin: this.instanceId, event } satisfies Envelope));
    } catch (error) {
      // The other instances' short cache lifetime bounds what they miss; the write itself stands.
      this.onFanOutError(error);
    }
  }

  /** A message from the fan-out; this instance's own come back too and were delivered already. */
  receive(message: string): void {
    const envelope = JSON.parse(message) as Envelope;
    if (envelope.origin !== this.instanceId) this.deliver(envelope.event);
  }

  /** The fan-out may have dropped messages (a reconnect): treat everything as changed. */
  missedMessages(): void {
    this.deliver({ type: 'flush' });
  }

  private deliver(event: SiteEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
