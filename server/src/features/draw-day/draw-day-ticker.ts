import type { Clock } from '../../calendar/site-calendar';

export interface DrawDayTickerOptions {
  clock: Clock;
  /** The instants (epoch ms) at which the board of the site day of `at` moves by the clock (boundariesOf). */
  boundaries: (at: Date) => Promise<number[]>;
  /** Tells this instance's open pages that time moved the games' states. */
  announce: () => void;
  /** A tick that could not read the board; the next one tries again over the same stretch of time. */
  onError: (error: unknown) => void;
}

/**
 * Watches the clock for the moments the board moves with no write (a game's result time, midnight) and
 * announces each once. Each tick looks at the time passed since the last one, so a boundary is seen even
 * when the clock jumps past it, and the board's boundaries are read again only after a change to public
 * data (`changed`) or a boundary passed.
 */
export class DrawDayTicker {
  private checkedAt: number;
  private known: number[] | null = null;
  /** Counts changes, so a read that was running when one landed is used once but not kept. */
  private version = 0;
  private running = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: DrawDayTickerOptions) {
    this.checkedAt = options.clock().getTime();
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.tick(), intervalMs);
    // Never what keeps the process alive.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Public data changed: results or holidays may have moved the boundaries. */
  changed(): void {
    this.version += 1;
    this.known = null;
  }

  /** Announces when a boundary lies after the last tick and at or before now. */
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const now = this.options.clock().getTime();
      const boundaries = this.known ?? (await this.read());
      const passed = boundaries.some((instant) => instant > this.checkedAt && instant <= now);
      if (passed) this.options.announce();
      // After a boundary, or when the clock was set back, the board may be another day's.
      if (passed || now < this.checkedAt) this.known = null;
      this.checkedAt = now;
    } catch (error) {
      this.options.onError(error);
    } finally {
      this.running = false;
    }
  }

  private async read(): Promise<number[]> {
    const version = this.version;
    const boundaries = await this.options.boundaries(new Date(this.checkedAt));
    if (version === this.version) this.known = boundaries;
    return boundaries;
  }
}
