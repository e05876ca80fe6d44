import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The unit a per-client limit counts in: an IPv4 address, or the /64 of an IPv6 one, since one
 * subscriber gets a whole /64 and could otherwise take a new address for each connection.
 */
export function clientAddressKey(address: string): string {
  if (!isIPv6(address)) return address;
  // An IPv4 client on a dual-stack socket.
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  const [head = '', tail] = address.split('%', 1)[0]!.split('::');
  const groups = head === '' ? [] : head.split(':');
  if (tail !== undefined) {
    // "::" stands for as many zero groups as the address is short of eight; an IPv4 tail counts as two.
    const tailGroups = tail === '' ? [] : tail.split(':');
    const tailLength = tailGroups.length + (tail.includes('.') ? 1 : 0);
    groups.push(...Array<string>(8 - groups.length - tailLength).fill('0'), ...tailGroups);
  }
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** Which proxy hops are trusted, as Fastify takes it: all of them (true), none (false), or the nearest `hops`. */
export type ProxyTrust = boolean | ((address: string, hop: number) => boolean);

/**
 * What start-up says about TRUST_PROXY=true, which believes every X-Forwarded-For hop: safe only when
 * nothing but the proxies can reach the server. Null for a hop count or no trust.
 */
export const proxyTrustWarning = (trustProxy: boolean | number): string | null =>
  trustProxy === true
    ? 'TRUST_PROXY=true believes every address in X-Forwarded-For: a client reaching the server directly, not through ' +
      'your proxy, can name any address and slip past the per-address limits (sign-in throttle, live streams, public API). ' +
      'Set TRUST_PROXY to the number of proxies in front (1 behind nginx) and let only them reach the server (README: Configuration)'
    : null;

export const proxyTrustOf = (trustProxy: boolean | number): ProxyTrust =>
  typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;

/** request.ip as Fastify works it out for the same trust: for the answers sent from memory, ahead of Fastify. */
export function clientAddressOf(request: IncomingMessage, trust: ProxyTrust): string {
  if (trust === false) return request.socket.remoteAddress ?? '';
  return proxyAddr(request, trust === true ? () => true : trust);
}
