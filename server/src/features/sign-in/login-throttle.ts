import { addressKey, createCounter, createMark, hashedKey, type LimitStore } from '../../limits/limit-store';
import { loginLimits, type LoginLimits } from '../../limits/limits';
import { createLockout } from '../../limits/lockout';
import { clientAddressKey } from '../../http/client-address';

/**
 * Decides whether a password may be checked, before it is, by the rules of `loginLimits`. An allowed
 * attempt is counted as failed at once, so however many arrive together no more are checked than the
 * limits allow; a right password (or a check that could not run) hands its attempt back.
 */
export interface LoginThrottle {
  reserve(keys: LoginThrottleKeys): Promise<LoginReservation>;
}

export type LoginReservation =
  | { allowed: false; retryAfterMs: number }
  | {
      allowed: true;
      /** Hands the attempt back: `signed-in` also clears the pair and remembers the address for the account. */
      refund(outcome: 'signed-in' | 'not-checked'): Promise<void>;
    };

export interface LoginThrottleKeys {
  /** The lower-cased user name as typed, whether or not such a user exists. */
  account: string;
  /** The client's address; counted as the site counts clients (an IPv6 /64 is one). */
  ip: string;
}

type Taken = { allowed: false; retryAfterMs: number } | { allowed: true; giveBack(): Promise<void> };

export function createLoginThrottle(store: LimitStore, limits: LoginLimits = loginLimits): LoginThrottle {
  const pairs = createLockout(store, limits.pair);
  const addresses = createLockout(store, limits.ip);
  const steady = createCounter(store, limits.accountSteady);
  const burst = createCounter(store, limits.accountBurst);
  const knownUntil = createMark(store, 'login-known');

  /** One attempt from the account's budget: its steady allowance, or else its burst. */
  const takeFromAccount = async (key: string): Promise<Taken> => {
    const fromSteady = await steady.take(key);
    if (fromSteady.allowed) return { allowed: true, giveBack: fromSteady.giveBack };
    await fromSteady.giveBack();
    const fromBurst = await burst.take(key);
    if (fromBurst.allowed) return { allowed: true, giveBack: fromBurst.giveBack };
    await fromBurst.giveBack();
    return { allowed: false, retryAfterMs: Math.min(fromSteady.resetMs, fromBurst.resetMs) };
  };

  return {
    async reserve({ account, ip }) {
      const ids = { pair: hashedKey('pair', account, clientAddressKey(ip)), ip: addressKey('ip', ip), account: hashedKey('account', account) };
      const known = (await knownUntil.get(ids.pair)) > store.now();
      const pair = await pairs.strike(ids.pair);
      if (!pair.allowed) return pair;
      const address = await addresses.strike(ids.ip);
      if (!address.allowed) {
        await pair.takeBack();
        return address;
      }
      const budget: Taken = known ? { allowed: true, giveBack: async () => undefined } : await takeFromAccount(ids.account);
      if (!budget.allowed) {
        await Promise.all([pair.takeBack(), address.takeBack()]);
        return budget;
      }
      return {
        allowed: true,
        async refund(outcome) {
          if (outcome === 'signed-in') {
            await pairs.clear(ids.pair);
            await knownUntil.set(ids.pair, store.now() + limits.knownAddressMs, limits.knownAddressMs);
          } else {
            await pair.takeBack();
          }
          await Promise.all([address.takeBack(), budget.giveBack()]);
        },
      };
    },
  };
}
