import { randomUUID } from 'node:crypto';
import type { LiveResult } from '@ghadi/contracts';

/**
 * What changed for the public. `invalidate` drops cached responses; `result` also goes to the open
 * pages; `flush` means "anything may have changed" (a missed message), so everything is dropped.
 */
export type SiteEvent =
  | { type: 'invalidate'; tags: string[] }
  | { type: 'result'; id: string; tags: string[]; result: LiveResult }
  | { type: 'flush' };

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
  readonly instanceId = randomUUID();

  constructor(
    private readonly fanOut: EventFanOut | null,
    private readonly onFanOutError: (error: unknown) => void,
  ) {}

  listen(listener: SiteEventListener): void {
    this.listeners.push(listener);
  }

  async publish(event: SiteEvent): Promise<void> {
    this.deliver(event);
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

export const newEventId = (): string => `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
