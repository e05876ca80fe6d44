/** The stream writes results for this month: long past in every time zone, so no date is refused. */
export const STREAM_MONTH = { month: 1, year: 2025 };
const DATES = Array.from({ length: 31 }, (_, day) => `2025-01-${String(day + 1).padStart(2, '0')}`);

/** Sends one result; resolves with the HTTP status, rejects when the connection fails. */
export type SendResult = (dateTime: string, result: string) => Promise<number>;

export interface ResultStream {
  /** Per draw date, the last value the server answered 200 for. Values count up per date: 1, 2, 3... */
  acknowledged: Map<string, number>;
  /**
   * Per draw date, a value sent that got no 200: no answer (the connection died) or an error answer. The
   * database may hold it or not, as it may have committed before the failure.
   */
  unconfirmed: Map<string, number>;
  /** Anything but a 200, or a lost connection before expectConnectionLoss(): there should be none. */
  failures: string[];
  count(): number;
  /** Resolves once `count` writes have been acknowledged. */
  reached(count: number): Promise<void>;
  /** From now on a lost connection is the point of the test, not a failure. */
  expectConnectionLoss(): void;
  /** Stops sending; resolves once every writer has had its last answer. */
  stop(): Promise<void>;
  /** Resolves when every writer has stopped (after stop(), or once the connection is lost). */
  done: Promise<void>;
}

/**
 * Writers send result updates back to back, each to its own share of the dates, so two writes to one
 * date are never in flight together: what the database must hold for a date is then known exactly.
 */
export function startResultStream(send: SendResult, writers = 8): ResultStream {
  const acknowledged = new Map<string, number>();
  const unconfirmed = new Map<string, number>();
  const failures: string[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let acks = 0;
  let stopped = false;
  let connectionLossExpected = false;

  const acknowledge = (date: string, value: number): void => {
    acknowledged.set(date, value);
    acks += 1;
    for (const waiter of waiting.filter((entry) => acks >= entry.count)) waiter.resolve();
  };

  const writer = async (dates: string[]): Promise<void> => {
    for (let turn = 0; !stopped; turn += 1) {
      const date = dates[turn % dates.length]!;
      const value = (acknowledged.get(date) ?? 0) + 1;
      unconfirmed.set(date, value);
      const status = await send(date, String(value)).catch((error: Error) => {
        if (!connectionLossExpected) failures.push(`${date}=${value}: ${error.message}`);
        return undefined;
      });
      if (status !== 200) {
        if (status !== undefined) failures.push(`${date}=${value}: HTTP ${status}`);
        return;
      }
      unconfirmed.delete(date);
      acknowledge(date, value);
    }
  };

  const done = Promise.all(
    Array.from({ length: writers }, (_, index) => writer(DATES.filter((_, day) => day % writers === index))),
  ).then(() => undefined);

  // Writers that all stopped early would otherwise leave a test waiting until its timeout.
  const stoppedEarly = (count: number) =>
    done.then(() => {
      throw new Error(`the stream stopped after ${acks} of ${count} writes: ${failures.join('; ')}`);
    });

  return {
    acknowledged,
    unconfirmed,
    failures,
    count: () => acks,
    reached: (count) =>
      acks >= count
        ? Promise.resolve()
        : Promise.race([new Promise<void>((resolve) => waiting.push({ count, resolve })), stoppedEarly(count)]),
    expectConnectionLoss: () => {
      connectionLossExpected = true;
    },
    stop: () => {
      stopped = true;
      return done;
    },
    done,
  };
}
