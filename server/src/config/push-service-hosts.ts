import { z } from 'zod';

/**
 * Where push subscriptions may point. The server POSTs to every stored endpoint, so an endpoint anywhere
 * else (an internal address, a metadata service) would let a visitor make the server call it.
 */
export interface PushServiceHost {
  /** An exact host (with its port when not the scheme's default), or `*.` and a domain: any host under it. */
  host: string;
  /** Plain http is allowed only for hosts listed with `http://` (a local push service in tests). */
  scheme: 'https' | 'http';
}

/** The push services browsers use: Chrome and Edge (FCM), Firefox, Windows, Safari. */
export const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com,*.push.apple.com';

const HOST_PATTERN = /^(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/;

/** PUSH_SERVICE_HOSTS: a comma list of hosts, each optionally `*.` (a domain's subdomains) or `http://` (plain http). */
export const pushServiceHostsSchema = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^(http:\/\/)?[^/]+$/, 'each entry must be a host, *.domain or http://host:port, without a path')
          .transform((entry): PushServiceHost => {
            const plain = entry.startsWith('http://');
            return { host: plain ? entry.slice('http://'.length) : entry, scheme: plain ? 'http' : 'https' };
          })
          .refine((rule) => HOST_PATTERN.test(rule.host), 'each entry must be a host name such as fcm.googleapis.com'),
      )
      .min(1, 'must list at least one push service host'),
  );

const matches = (rule: PushServiceHost, url: URL): boolean => {
  if (url.protocol !== `${rule.scheme}:`) return false;
  if (!rule.host.startsWith('*.')) return url.host === rule.host;
  // A wildcard covers subdomains on the default port only.
  return url.port === '' && url.hostname.endsWith(rule.host.slice(1));
};

/** Whether the server may send to this endpoint: a listed host, https unless listed as http, no credentials. */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly PushServiceHost[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username !== '' || url.password !== '') return false;
  return hosts.some((rule) => matches(rule, url));
}
