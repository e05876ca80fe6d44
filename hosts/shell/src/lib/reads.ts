import { createContext, createElement, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { PUBLIC_READ_FRESH_MS } from '@ghadi/contracts';

/**
 * The public pages' data: each read (a public GET, as a page shows it) kept once per page load by its key,
 * shared by every part of the page that shows it, seeded from the server-rendered page's data, re-read when
 * stale, on a timer, when the visitor comes back to the tab, or when a live change touches it.
 *
 * Our own rather than a data library's: the public pages read a handful of GETs and never write, and
 * react-query was a tenth of their first download (issue 37). The router's loaders would have needed the data
 * router, whose code is several times the declarative router's the pages use (app/public-routes.tsx). The
 * back offices keep react-query in their own remotes.
 */

/** A read's name and arguments: what the page data's `queries` pairs carry (lib/page-data.ts). */
export type ReadKey = readonly unknown[];

export interface Read<T> {
  queryKey: ReadKey;
  queryFn: () => Promise<T>;
  /** How long a value stays current: a part of the page mounting after that reads it again. */
  staleTime?: number;
  /** Re-read this often while shown and the tab is visible. */
  refetchInterval?: number;
  /** Whether to try once more before showing a failure (phones drop requests); the store's default otherwise. */
  retry?: boolean;
  /** The public reads' tags it shows (readTags in @ghadi/contracts): see lib/live-reads.ts. */
  reads?: string[];
  /**
   * The value from the compact form the server-rendered page carries it in (lib/page-data.ts), for reads the
   * server encodes (server/render-page.tsx): the browser carries the decoders only.
   */
  fromPage?: (pageValue: never) => T;
}

/** Names a read, typing its value from its `queryFn`. */
export const defineRead = <T>(read: Read<T>): Read<T> => read;

export interface ReadState<T> {
  data: T | undefined;
  error: unknown;
  /** Nothing to show yet: no value, no failure. */
  isPending: boolean;
  /** The latest attempt failed (a value read before stays in `data`). */
  isError: boolean;
  isSuccess: boolean;
}

const RETRY_DELAY_MS = 1000;
const pendingState: ReadState<never> = { data: undefined, error: undefined, isPending: true, isError: false, isSuccess: false };
const succeeded = (data: unknown): ReadState<unknown> => ({ data, error: undefined, isPending: false, isError: false, isSuccess: true });

class Entry {
  state: ReadState<unknown> = pendingState;
  /** When the value was read (ms since the epoch); 0 when it must be read again. */
  readAt = 0;
  read: Read<unknown> | undefined;
  /** The page data's value, until the read first shown turns it into its own form. */
  page: { value: unknown } | undefined;
  loading: Promise<void> | undefined;
  readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = () => this.state;

  private notifying = false;

  /**
   * Takes the new state and tells the page in a task of its own: reads that answer together render once, and
   * what a part of the page showed meanwhile (Loading...) stays on screen at least until then.
   */
  update(state: ReadState<unknown>): void {
    this.state = state;
    if (this.notifying) return;
    this.notifying = true;
    setTimeout(() => {
      this.notifying = false;
      for (const listener of this.listeners) listener();
    }, 0);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ReadStore {
  private readonly entries = new Map<string, Entry>();

  /** `retry`: whether a failed read is tried once more when the read does not say (tests say no). */
  constructor(private readonly options: { retry: boolean } = { retry: true }) {}

  entry(key: ReadKey): Entry {
    const id = JSON.stringify(key);
    let entry = this.entries.get(id);
    if (!entry) this.entries.set(id, (entry = new Entry()));
    return entry;
  }

  /** Keeps the page data's `value` of the read of `key`, as just read (useRead decodes it: Read.fromPage). */
  seed(key: ReadKey, value: unknown): void {
    const entry = this.entry(key);
    entry.readAt = Date.now();
    entry.page = { value };
  }

  /** Keeps `value` as the read's, as just read. */
  set(key: ReadKey, value: unknown): void {
    const entry = this.entry(key);
    entry.readAt = Date.now();
    entry.page = undefined;
    // A re-read that brought the same value keeps the one shown: nothing below re-renders for it.
    if (entry.state.isSuccess && !entry.state.isError && JSON.stringify(entry.state.data) === JSON.stringify(value)) return;
    entry.update(succeeded(value));
  }

  /** Reads the entry's value (again); a read already under way is shared. */
  fetch(entry: Entry): Promise<void> {
    const read = entry.read;
    if (!read) return Promise.resolve();
    entry.loading ??= this.attempt(read, (read.retry ?? this.options.retry) ? 1 : 0)
      .then(
        (value) => this.set(read.queryKey, value),
        (error: unknown) => entry.update({ ...entry.state, error, isPending: false, isError: true }),
      )
      .finally(() => (entry.loading = undefined));
    return entry.loading;
  }

  private async attempt<T>(read: Read<T>, retries: number): Promise<T> {
    try {
      return await read.queryFn();
    } catch (error) {
      if (retries === 0) throw error;
      await sleep(RETRY_DELAY_MS);
      return this.attempt(read, retries - 1);
    }
  }

  isStale(entry: Entry): boolean {
    return !entry.state.isSuccess || Date.now() - entry.readAt >= (entry.read?.staleTime ?? PUBLIC_READ_FRESH_MS);
  }

  /** Marks the reads `touched` says as to be read again, and reads again at once those the page shows. */
  invalidate(touched: (read: Read<unknown>) => boolean): void {
    for (const entry of this.entries.values()) {
      if (!entry.read || !touched(entry.read)) continue;
      entry.readAt = 0;
      if (entry.listeners.size > 0) void this.fetch(entry);
    }
  }

  /** Re-reads what the page shows and is stale: the visitor is back on the tab after a while. */
  refreshShown(): void {
    for (const entry of this.entries.values()) {
      if (entry.listeners.size > 0 && this.isStale(entry)) void this.fetch(entry);
    }
  }
}

const ReadStoreContext = createContext<ReadStore | undefined>(undefined);

/** The page's reads for the parts below; in the browser, what is shown is re-read when the tab becomes visible. */
export function ReadStoreProvider({ store, children }: { store: ReadStore; children: ReactNode }) {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') store.refreshShown();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [store]);
  return createElement(ReadStoreContext.Provider, { value: store }, children);
}

export function useReadStore(): ReadStore {
  const store = useContext(ReadStoreContext);
  if (!store) throw new Error('useReadStore needs a ReadStoreProvider above it');
  return store;
}

export interface ReadResult<T> extends ReadState<T> {
  refetch: () => Promise<void>;
}

/**
 * What the page has of `read`, reading it in an effect when it has nothing current (never while rendering:
 * on the server, and while hydrating, the page shows what it was seeded with). Nothing is read while
 * `enabled` is false. `select` shapes the value for this part of the page, once per value read.
 */
export function useRead<T, S = T>(read: Read<T>, { enabled = true, select }: { enabled?: boolean; select?: (value: T) => S } = {}): ReadResult<S> {
  const store = useReadStore();
  const entry = store.entry(read.queryKey);
  entry.read = read as Read<unknown>;
  if (entry.page) {
    // Before the first render shows it (the server's and the hydrating one): the same value on both sides.
    const { value } = entry.page;
    entry.page = undefined;
    entry.state = succeeded(read.fromPage ? read.fromPage(value as never) : value);
  }
  const state = useSyncExternalStore(entry.subscribe, entry.snapshot, entry.snapshot) as ReadState<T>;
  const interval = read.refetchInterval;
  useEffect(() => {
    if (!enabled) return undefined;
    if (store.isStale(entry)) void store.fetch(entry);
    if (!interval) return undefined;
    // Not while the tab is hidden: a phone in a pocket has no one to show it to (the tab's return re-reads).
    const timer = setInterval(() => document.visibilityState === 'visible' && void store.fetch(entry), interval);
    return () => clearInterval(timer);
  }, [store, entry, enabled, interval]);
  const data = useMemo(() => (select && state.data !== undefined ? select(state.data) : (state.data as S | undefined)), [select, state.data]);
  return { ...state, data, refetch: () => store.fetch(entry) };
}
