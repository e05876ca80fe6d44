import { createHash } from 'node:crypto';
import { clientAddressKey } from '../../http/client-address';

/**
 * Decides whether a password may be checked, before it is. An allowed attempt is counted as failed at
 * once, so however many arrive together no more are checked than the limits allow; a right password (or
 * a check that could not run) hands its attempt back.
 *
 * The rules, the same in every store:
 * - an account and address pair is locked after `maxFailuresPerPair` failures within `windowMs`, for
 *   `windowMs`, then twice that each time, up to `maxLockMs`;
 * - an address failing across accounts is locked the same way after `maxFailuresPerIp`;
 * - an account as a whole has a bucket of `accountBurst` attempts refilled one every `accountRefillMs`:
 *   when it is empty, addresses that have not signed in to it lately wait for the next refill. Addresses
 *   that have (within `knownAddressMs`) are never held back by it, so a stranger cannot lock the owner out.
 */
export interface LoginThrottle {
  reserve(keys: LoginThrottleKeys): Promise<LoginReservation>;
}

export type LoginReservation =
  | { allowed: false; retryAfterMs: number }
  | {
      allowed: true;
      /** Hands the attempt back: `signedIn` also clears the pair and remembers the address for the account. */
      refund(outcome: 'signed-in' | 'not-checked'): Promise<void>;
    };

export interface LoginThrottleKeys {
  /** The lower-cased user name as typed, whether or not such a user exists. */
  account: string;
  /** The client's address; counted as the site counts clients (an IPv6 /64 is one). */
  ip: string;
}

export interface LoginThrottleLimits {
  windowMs: number;
  maxFailuresPerPair: number;
  maxFailuresPerIp: number;
  maxLockMs: number;
  /** A key's record of lockouts (which doubles its next lock) is forgotten this long after its last lock. */
  lockoutMemoryMs: number;
  accountBurst: number;
  accountRefillMs: number;
  knownAddressMs: number;
  /** Bounds memory when someone sprays many names; the stalest entries are dropped first. */
  maxTrackedKeys: number;
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const defaultLoginThrottleLimits: LoginThrottleLimits = {
  windowMs: 15 * MINUTE_MS,
  maxFailuresPerPair: 5,
  maxFailuresPerIp: 50,
  maxLockMs: DAY_MS,
  lockoutMemoryMs: DAY_MS,
  // 10 at once plus one every 40 s: at most 100 failed checks of one account in any hour.
  accountBurst: 10,
  accountRefillMs: 40 * 1000,
  knownAddressMs: 30 * DAY_MS,
  maxTrackedKeys: 50000,
};

/**
 * The store's names for the keys: hashes, so no address is kept in the clear (Redis keeps them for a month).
 * `pair` names both the pair's failures and the pair as a known address. Every store names its keys here, so
 * an IPv6 /64 is one client in each of them.
 */
export function throttleIds({ account, ip: address }: LoginThrottleKeys): { pair: string; ip: string; account: string } {
  const ip = clientAddressKey(address);
  const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);
  return { pair: hash(`pair\n${account}\n${ip}`), ip: hash(`ip\n${ip}`), account: hash(`account\n${account}`) };
}

interface Counter {
  start: number;
  failures: number;
  lockedUntil: number;
  lockouts: number;
}

/** A counter as it stands at `now`: a new window once the last one is over, old lockouts forgotten. */
function counterAt(stored: Counter | undefined, now: number, limits: LoginThrottleLimits): Counter {
  const counter = stored ? { ...stored } : { start: now, failures: 0, lockedUntil: 0, lockouts: 0 };
  if (now - counter.start >= limits.windowMs) Object.assign(counter, { start: now, failures: 0 });
  if (counter.lockouts > 0 && now - counter.lockedUntil >= limits.lockoutMemoryMs) counter.lockouts = 0;
  return counter;
}

/**
 * Counts a failure; the one reaching `max` locks the key (it is still checked: the lock is for the next).
 * Returns whether it locked.
 */
function addFailure(counter: Counter, max: number, now: number, limits: LoginThrottleLimits): boolean {
  counter.failures += 1;
  if (counter.failures < max) return false;
  counter.lockouts += 1;
  counter.lockedUntil = now + Math.min(limits.windowMs * 2 ** (counter.lockouts - 1), limits.maxLockMs);
  Object.assign(counter, { start: now, failures: 0 });
  return true;
}

/** Takes a failure back; one that locked the key unlocks it again, its window restarting now. */
function removeFailure(counter: Counter, locked: boolean, max: number, now: number): void {
  if (locked) Object.assign(counter, { lockouts: counter.lockouts - 1, lockedUntil: now, failures: max - 1, start: now });
  else counter.failures = Math.max(0, counter.failures - 1);
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const tokensAt = (bucket: Bucket | undefined, now: number, limits: LoginThrottleLimits): number =>
  bucket ? Math.min(limits.accountBurst, bucket.tokens + (now - bucket.updatedAt) / limits.accountRefillMs) : limits.accountBurst;

/** A map that drops its stalest entries beyond `max`: every write re-inserts, and Map order is insertion order. */
function boundedMap<V>(max: number) {
  const map = new Map<string, V>();
  return {
    get: (key: string) => map.get(key),
    delete: (key: string) => void map.delete(key),
    set(key: string, value: V) {
      map.delete(key);
      map.set(key, value);
      while (map.size > max) map.delete(map.keys().next().value!);
    },
  };
}

/** What a reservation counted, so that a refund takes back exactly that. */
interface Charges {
  pairLocked: boolean;
  ipLocked: boolean;
  account: boolean;
}

/**
 * The rules kept in this process: right for one instance, per instance when there are several. Code with
 * no await, so each reservation is atomic however many requests run at once.
 */
export function createMemoryLoginThrottle(
  limits: LoginThrottleLimits = defaultLoginThrottleLimits,
  now: () => number = Date.now,
): LoginThrottle {
  const counters = boundedMap<Counter>(limits.maxTrackedKeys);
  const buckets = boundedMap<Bucket>(limits.maxTrackedKeys);
  // Apart from the counters: only a right password adds here, so spraying names cannot push the owner out.
  const knownUntil = boundedMap<number>(limits.maxTrackedKeys);

  const refund = (ids: ReturnType<typeof throttleIds>, charges: Charges, outcome: 'signed-in' | 'not-checked') => {
    const at = now();
    if (outcome === 'signed-in') {
      counters.delete(ids.pair);
      knownUntil.set(ids.pair, at + limits.knownAddressMs);
    } else {
      const pair = counterAt(counters.get(ids.pair), at, limits);
      removeFailure(pair, charges.pairLocked, limits.maxFailuresPerPair, at);
      counters.set(ids.pair, pair);
    }
    const ip = counterAt(counters.get(ids.ip), at, limits);
    removeFailure(ip, charges.ipLocked, limits.maxFailuresPerIp, at);
    counters.set(ids.ip, ip);
    if (charges.account) {
      const tokens = Math.min(limits.accountBurst, tokensAt(buckets.get(ids.account), at, limits) + 1);
      buckets.set(ids.account, { tokens, updatedAt: at });
    }
  };

  return {
    async reserve(keys) {
      const at = now();
      const ids = throttleIds(keys);
      const pair = counterAt(counters.get(ids.pair), at, limits);
      const ip = counterAt(counters.get(ids.ip), at, limits);
      const known = (knownUntil.get(ids.pair) ?? 0) > at;
      const tokens = tokensAt(buckets.get(ids.account), at, limits);
      const waitForTokenMs = known ? 0 : Math.ceil((1 - tokens) * limits.accountRefillMs);
      const retryAfterMs = Math.max(pair.lockedUntil - at, ip.lockedUntil - at, waitForTokenMs);
      if (retryAfterMs > 0) return { allowed: false, retryAfterMs };

      const charges = {
        pairLocked: addFailure(pair, limits.maxFailuresPerPair, at, limits),
        ipLocked: addFailure(ip, limits.maxFailuresPerIp, at, limits),
        account: !known,
      };
      counters.set(ids.pair, pair);
      counters.set(ids.ip, ip);
      if (!known) buckets.set(ids.account, { tokens: tokens - 1, updatedAt: at });
      return { allowed: true, refund: async (outcome) => refund(ids, charges, outcome) };
    },
  };
}
